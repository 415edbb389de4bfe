import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './filename-from-disposition';

describe('filenameFromDisposition', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="pasaporte.pdf"; filename*=UTF-8''pasaporte%20Luc%C3%ADa.pdf`,
      ),
    ).toBe('pasaporte Lucía.pdf');
    expect(filenameFromDisposition('attachment; filename="my \\"scan\\".pdf"')).toBe(
      'my "scan".pdf',
    );
    expect(filenameFromDisposition('attachment; filename=scan.png')).toBe('scan.png');
  });

  it('keeps only the last part of a path-like name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename=".."')).toBeUndefined();
  });

  it('gives nothing without a header or a name', () => {
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('attachment')).toBeUndefined();
  });
});
