import { describe, expect, it } from 'vitest';
import type { RequiredDocument } from '@nomada/contracts';
import { downloadFilename } from './download-filename';

const document = {
  name: 'Valid passport',
  file_url: 'users/7b0c8a4e/5d1c.pdf',
} as RequiredDocument;

describe('downloadFilename', () => {
  it("falls back to the document's name plus the file's extension", () => {
    expect(downloadFilename(document, null)).toBe('Valid passport.pdf');
    expect(downloadFilename(document, 'attachment; filename="scan.pdf"')).toBe('scan.pdf');
  });
});
