import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  downloadName,
  MAX_NAME_CHARACTERS,
  sanitiseFileName,
} from './file-names';

describe('sanitiseFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\Pasaporte.pdf', 'Pasaporte.pdf'],
    ['  extracto\tmarzo\n2026.pdf ', 'extracto marzo 2026.pdf'],
    ['inv\u202Efdp.exe', 'invfdp.exe'],
    ['..hidden.pdf', 'hidden.pdf'],
    ['', 'document'],
    ['/', 'document'],
    ['Cafe\u0301 – 日本.pdf', 'Café – 日本.pdf'],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('shortens a very long name and keeps its extension', () => {
    const name = sanitiseFileName(`${'ñ'.repeat(10_000)}.pdf`);
    expect([...name]).toHaveLength(MAX_NAME_CHARACTERS);
    expect(name.endsWith('ñ.pdf')).toBe(true);
  });
});

describe('downloadName', () => {
  it('keeps a name whose extension says what the file is', () => {
    expect(downloadName('foto.JPEG', 'jpg')).toBe('foto.JPEG');
    expect(downloadName('scan.pdf', 'pdf')).toBe('scan.pdf');
  });

  it('corrects the extension of a document kind the file is not, and adds one where missing', () => {
    expect(downloadName('scan.png', 'pdf')).toBe('scan.pdf');
    expect(downloadName('scan', 'pdf')).toBe('scan.pdf');
    expect(downloadName('report.final', 'docx')).toBe('report.final.docx');
  });
});

describe('attachmentDisposition', () => {
  it('gives old clients an ASCII name and everyone else the exact UTF-8 one', () => {
    expect(attachmentDisposition('Überweisung "März" (1)*.pdf')).toBe(
      `attachment; filename="_berweisung _M_rz_ (1)*.pdf"; filename*=UTF-8''%C3%9Cberweisung%20%22M%C3%A4rz%22%20%281%29%2A.pdf`,
    );
  });

  it('cannot be broken out of with quotes, backslashes or line ends', () => {
    const header = attachmentDisposition('a"; filename="evil.html\\\r\nX-Injected: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename="')[1]?.split('"')[0]).toBe(
      'a_; filename=_evil.html___X-Injected: 1',
    );
  });
});
