import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompoundFile } from './support/cfb-builder';
import type { Part } from './support/multipart';
import {
  doc,
  docx,
  docxEntries,
  elfExecutable,
  gzip,
  html,
  jpeg,
  pdf,
  png,
  shellScript,
  svg,
  windowsExecutable,
} from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';
import { buildZip } from './support/zip-builder';
import { documentFileRowsOf } from './support/document-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MB = 1024 * 1024;
const LIMIT = 10 * MB;
const jar = () =>
  buildZip([
    {
      name: 'META-INF/MANIFEST.MF',
      data: Buffer.from('Manifest-Version: 1.0\nMain-Class: Evil\n'),
    },
    { name: 'Evil.class', data: Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52]) },
  ]);
/** Deflates to almost nothing; inflates past what a document may hold. */
const bomb = () => Buffer.alloc(80 * MB);

type Refusal = { status: number; code: string; error?: string };
type Case = { label: string; parts: (passportId: string) => Part[]; refusal: Refusal };

/** The parts the dashboard sends; `content` may be made only when the case runs (zip bombs are big). */
const withItem =
  (filename: string, content: Buffer | (() => Buffer), contentType?: string) => (id: string) => [
    { name: 'documentName', value: 'Valid passport' },
    { name: 'requiredDocumentId', value: id },
    {
      filename,
      content: typeof content === 'function' ? content() : content,
      ...(contentType ? { contentType } : {}),
    },
  ];
const invalidType: Refusal = {
  status: 400,
  code: 'file_type_invalid',
  error: 'Please upload a PDF, Word document, or image file (JPG, PNG)',
};
const noFile: Refusal = {
  status: 400,
  code: 'file_required',
  error: 'Please select a file to upload',
};

const REFUSED: Case[] = [
  {
    label: 'a Linux executable named .pdf',
    parts: withItem('passport.pdf', elfExecutable(), 'application/pdf'),
    refusal: invalidType,
  },
  {
    label: 'a Windows executable named .docx',
    parts: withItem('passport.docx', windowsExecutable()),
    refusal: invalidType,
  },
  {
    label: 'a shell script named .pdf',
    parts: withItem('passport.pdf', shellScript(), 'application/pdf'),
    refusal: invalidType,
  },
  {
    label: 'a JAR behind a PDF header (polyglot)',
    parts: withItem(
      'passport.pdf',
      buildZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\n') }], {
        prefix: Buffer.from('%PDF-1.7\n%%EOF\n'),
      }),
    ),
    refusal: invalidType,
  },
  {
    label: 'a PDF with a ZIP after its end',
    parts: withItem('passport.pdf', Buffer.concat([pdf(), jar()])),
    refusal: invalidType,
  },
  {
    label: 'a JPEG with a JAR appended',
    parts: withItem('photo.jpg', Buffer.concat([jpeg(), jar()])),
    refusal: invalidType,
  },
  {
    label: 'HTML named .png',
    parts: withItem('passport.png', html(), 'image/png'),
    refusal: invalidType,
  },
  {
    label: 'SVG with a script named .png',
    parts: withItem('passport.png', svg(), 'image/png'),
    refusal: invalidType,
  },
  {
    label: 'a PNG with HTML after IEND',
    parts: withItem('passport.png', Buffer.concat([png(), html()])),
    refusal: invalidType,
  },
  {
    label: 'a PDF with HTML after %%EOF',
    parts: withItem('passport.pdf', Buffer.concat([pdf(), html()])),
    refusal: invalidType,
  },
  {
    label: 'a plain ZIP named .docx (no word/ parts)',
    parts: withItem('passport.docx', buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }])),
    refusal: invalidType,
  },
  {
    label: 'a docx without word/document.xml',
    parts: withItem(
      'passport.docx',
      buildZip(
        docxEntries()
          .filter((e) => e.name !== 'word/document.xml')
          .concat([{ name: 'word/styles.xml', data: Buffer.from('<w:styles/>') }]),
      ),
    ),
    refusal: invalidType,
  },
  {
    label: 'a docx with a macro project',
    parts: withItem(
      'passport.docx',
      docx([{ name: 'word/vbaProject.bin', data: Buffer.alloc(512, 1) }]),
    ),
    refusal: invalidType,
  },
  {
    label: 'a zip-bomb docx that says how big it is',
    parts: withItem('passport.docx', () => docx([{ name: 'word/media/bomb.xml', data: bomb() }])),
    refusal: invalidType,
  },
  {
    label: 'a zip-bomb docx that lies about its size',
    parts: withItem('passport.docx', () =>
      docx([{ name: 'word/media/bomb.xml', data: bomb(), claimedSize: 1024 }]),
    ),
    refusal: invalidType,
  },
  {
    label: 'a docx with an encrypted entry',
    parts: withItem(
      'passport.docx',
      docx([{ name: 'word/secret.xml', data: Buffer.from('x'), encrypted: true }]),
    ),
    refusal: invalidType,
  },
  {
    label: 'a docx with data before the ZIP',
    parts: withItem(
      'passport.docx',
      buildZip(docxEntries(), { prefix: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) }),
    ),
    refusal: invalidType,
  },
  {
    label: 'an installer-like OLE2 file named .doc',
    parts: withItem(
      'passport.doc',
      buildCompoundFile([
        { name: '\u0005SummaryInformation', type: 'stream' },
        { name: 'Binary.Setup', type: 'stream' },
      ]),
    ),
    refusal: invalidType,
  },
  {
    label: 'a Word 97 document with macros',
    parts: withItem(
      'passport.doc',
      buildCompoundFile([
        { name: 'WordDocument', type: 'stream' },
        { name: 'Macros', type: 'storage' },
      ]),
    ),
    refusal: invalidType,
  },
  {
    label: 'a gzip file named .pdf',
    parts: withItem('passport.pdf', gzip()),
    refusal: invalidType,
  },
  {
    label: 'plain text named .pdf',
    parts: withItem('passport.pdf', Buffer.from('%PD')),
    refusal: invalidType,
  },
  { label: 'an empty file', parts: withItem('passport.pdf', Buffer.alloc(0)), refusal: noFile },
  {
    label: 'one byte over the limit',
    parts: withItem('passport.pdf', pdf(LIMIT + 1)),
    refusal: { status: 400, code: 'file_too_large', error: 'File size must be less than 10MB' },
  },
  {
    label: 'one byte over, the item named after the file',
    parts: (id) => [
      { filename: 'passport.pdf', content: pdf(LIMIT + 1) },
      { name: 'documentName', value: 'Valid passport' },
      { name: 'requiredDocumentId', value: id },
    ],
    refusal: { status: 400, code: 'file_too_large' },
  },
  {
    label: 'no file part',
    parts: (id) => [
      { name: 'documentName', value: 'Valid passport' },
      { name: 'requiredDocumentId', value: id },
    ],
    refusal: noFile,
  },
  {
    label: 'the empty file part of a form with no file chosen',
    parts: withItem('', Buffer.alloc(0)),
    refusal: noFile,
  },
  {
    label: 'a file under another field name',
    parts: (id) => [
      { name: 'documentName', value: 'Valid passport' },
      { name: 'requiredDocumentId', value: id },
      { name: 'document', filename: 'passport.pdf', content: pdf() },
    ],
    refusal: noFile,
  },
  {
    label: 'two file parts',
    parts: (id) => [...withItem('a.pdf', pdf())(id), { filename: 'b.pdf', content: pdf() }],
    refusal: { status: 400, code: 'too_many_parts' },
  },
  {
    label: 'a field of 1 MB',
    parts: (id) => [
      { name: 'documentName', value: 'x'.repeat(MB) },
      { name: 'requiredDocumentId', value: id },
      { filename: 'passport.pdf', content: pdf() },
    ],
    refusal: { status: 400, code: 'invalid_request' },
  },
  {
    label: 'a field sent twice',
    parts: (id) => [
      { name: 'documentName', value: 'Valid passport' },
      ...withItem('passport.pdf', pdf())(id),
    ],
    refusal: { status: 400, code: 'invalid_request' },
  },
  {
    label: 'a malformed item id',
    parts: () => withItem('passport.pdf', pdf())('../../etc'),
    refusal: { status: 400, code: 'invalid_request' },
  },
  {
    label: 'a document name over 200 characters',
    parts: (id) => [
      { name: 'documentName', value: 'n'.repeat(201) },
      { name: 'requiredDocumentId', value: id },
      { filename: 'passport.pdf', content: pdf() },
    ],
    refusal: { status: 400, code: 'invalid_request' },
  },
  {
    label: 'no document name at all',
    parts: (id) => [
      { name: 'requiredDocumentId', value: id },
      { filename: 'passport.pdf', content: pdf() },
    ],
    refusal: { status: 400, code: 'invalid_request' },
  },
];

const rowsOf = (userId: string) => documentFileRowsOf(ctx.db, userId);

async function expectNothingLeftBy(person: Person) {
  expect(await rowsOf(person.id)).toEqual([]);
  expect(
    (await ctx.storedFiles()).filter(
      (file) => file.startsWith(person.id) || file.startsWith('.incoming'),
    ),
  ).toEqual([]);
}

describe('hostile uploads that are refused', () => {
  it.each(REFUSED)('refuses $label, leaving no file and no row', async ({ parts, refusal }) => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const response = await ctx.upload(applicant, parts(passport.id));
    expect(response.statusCode, response.body).toBe(refusal.status);
    expect(response.json()).toMatchObject({
      code: refusal.code,
      ...(refusal.error ? { error: refusal.error } : {}),
    });
    await expectNothingLeftBy(applicant);
  });

  it('refuses a body that is not multipart without reading it', async () => {
    const applicant = ctx.applicant();
    const response = await ctx.post('/functions/auth-upload-document', {
      as: applicant,
      body: { documentName: 'Valid passport', file: pdf().toString('base64') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'not_multipart' });
    await expectNothingLeftBy(applicant);
  });

  it('refuses multipart without a boundary, and a body cut off mid-file, with 400', async () => {
    const applicant = ctx.applicant();
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: { cookie: applicant.cookie, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    const passport = await itemOf(ctx, 'basic', 'passport');
    const boundary = 'cut-short';
    const truncated = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="requiredDocumentId"\r\n\r\n${passport.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nValid passport\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n\r\n`,
      ),
      pdf(200_000),
    ]);
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: {
        cookie: applicant.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: truncated,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'invalid_request' });
    await expectNothingLeftBy(applicant);
  });

  it('stops a file far over the limit while it streams, storing nothing', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const boundary = 'streamed';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="requiredDocumentId"\r\n\r\n${passport.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nValid passport\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n\r\n%PDF-1.7\n`,
    );
    let sent = 0;
    const total = 40 * MB;
    const body = Readable.from(
      (function* () {
        yield head;
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (sent = 0; sent < total; sent += chunk.length) yield chunk;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: {
        cookie: applicant.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'file_too_large' });
    await expectNothingLeftBy(applicant);
  });
});

describe('uploads that look odd but are fine', () => {
  async function accepted(filename: string, content: Buffer) {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const response = await ctx.uploadFor(applicant, passport, content, filename);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await rowsOf(applicant.id);
    expect(await ctx.storedFiles()).toContain(row?.storage_path);
    return row!;
  }

  it('accepts a PDF of exactly the limit', async () => {
    const row = await accepted('passport.pdf', pdf(LIMIT));
    expect(row.size_bytes).toBe(String(LIMIT));
  });

  it('keeps only the last segment of a path-like name, and stores under its own key', async () => {
    const row = await accepted('../../etc/passwd.pdf', pdf());
    expect(row.original_filename).toBe('passwd.pdf');
    expect(row.storage_path).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.pdf$/);
  });

  it('keeps a Unicode name as written (NFC)', async () => {
    const row = await accepted('Extracto de marzo – Müller 日本.pdf', pdf());
    expect(row.original_filename).toBe('Extracto de marzo – Müller 日本.pdf');
  });

  it('shortens a name of 10 KB', async () => {
    const row = await accepted(`${'a'.repeat(10 * 1024)}.pdf`, pdf());
    expect(row.original_filename).toHaveLength(150);
    expect(row.original_filename.endsWith('.pdf')).toBe(true);
  });

  it('drops a right-to-left override that disguises the name', async () => {
    const row = await accepted('passport\u202Efdp.exe', pdf());
    expect(row.original_filename).toBe('passportfdp.exe');
  });

  it('accepts a Word 97 document and a docx', async () => {
    expect((await accepted('contrato.doc', doc())).mime_type).toBe('application/msword');
    expect((await accepted('contrato.docx', docx())).mime_type).toContain('wordprocessingml');
  });
});
