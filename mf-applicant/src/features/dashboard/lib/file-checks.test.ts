import { describe, expect, it } from 'vitest';
import type { RequiredDocument } from '@nomada/contracts';
import { acceptAttribute, checkFile } from './file-checks';

const document: RequiredDocument = {
  id: '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60',
  name: 'Valid passport',
  description: '',
  max_file_size: 5 * 1024 * 1024,
  file_types: ['pdf', 'jpg', 'png'],
  status: 'pending',
  rejection_reason: null,
  uploaded_at: null,
  user_document_id: null,
  file_url: null,
  requested: false,
  member_id: null,
  legalisation: 'none',
  legalisation_status: 'not_needed',
  translation: 'none',
  translation_status: 'not_needed',
  files: [],
  revision: null,
  max_age_days: null,
  min_validity_days: null,
  freshness: 'ok',
};

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('checkFile', () => {
  it('asks for a file when there is none, or an empty one', () => {
    expect(checkFile(undefined, document)).toEqual({ code: 'file_required' });
    expect(checkFile(file('scan.pdf', 0), document)).toEqual({ code: 'file_required' });
  });

  it("refuses a file over the document's own limit, and accepts one exactly at it", () => {
    expect(checkFile(file('scan.pdf', 5 * 1024 * 1024 + 1), document)).toEqual({
      code: 'file_too_large',
      maxMb: 5,
    });
    expect(checkFile(file('scan.pdf', 5 * 1024 * 1024), document)).toBeUndefined();
  });

  it('takes only the types the document lists, whatever the case, jpeg as jpg', () => {
    expect(checkFile(file('SCAN.PDF', 10), document)).toBeUndefined();
    expect(checkFile(file('photo.jpeg', 10), document)).toBeUndefined();
    expect(checkFile(file('letter.docx', 10), document)).toEqual({ code: 'file_type_invalid' });
    expect(checkFile(file('setup.exe', 10), document)).toEqual({ code: 'file_type_invalid' });
    expect(checkFile(file('pdf', 10), document)).toEqual({ code: 'file_type_invalid' });
  });

  it('offers the same types in the file picker', () => {
    expect(acceptAttribute(document)).toBe('.pdf,.jpg,.jpeg,.png');
  });
});
