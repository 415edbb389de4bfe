import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDocumentAnswerSchema } from '@nomada/contracts';
import { doc, docx, jpeg, pdf, png } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';
import { documentFileRowsOf } from './support/document-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowsOf = (userId: string) => documentFileRowsOf(ctx.db, userId);

async function expectNothingStoredFor(person: Person) {
  expect(await rowsOf(person.id)).toEqual([]);
  const files = await ctx.storedFiles();
  expect(
    files.filter((file) => file.startsWith(person.id) || file.startsWith('.incoming')),
  ).toEqual([]);
}

describe('a first upload', () => {
  it.each([
    ['passport.pdf', pdf(), 'pdf', 'application/pdf'],
    ['passport.png', png(), 'png', 'image/png'],
    ['passport.jpeg', jpeg(), 'jpg', 'image/jpeg'],
    [
      'passport.docx',
      docx(),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['passport.doc', doc(), 'doc', 'application/msword'],
  ])(
    'stores %s under a name the server made, and records it',
    async (filename, content, ext, mime) => {
      const applicant = ctx.applicant();
      const passport = await itemOf(ctx, 'basic', 'passport');
      const response = await ctx.uploadFor(applicant, passport, content, filename);
      expect(response.statusCode, response.body).toBe(201);
      const { document } = uploadDocumentAnswerSchema.parse(response.json());
      expect(document).toMatchObject({
        user_id: applicant.id,
        name: 'Valid passport',
        status: 'uploaded',
        required_document_id: passport.id,
        rejection_reason: null,
      });
      expect(document.file_url).toMatch(new RegExp(`^${applicant.id}/[0-9a-f-]{36}\\.${ext}$`));
      const [row] = await rowsOf(applicant.id);
      expect(row).toMatchObject({
        original_filename: filename,
        mime_type: mime,
        size_bytes: String(content.length),
        storage_path: document.file_url,
      });
      const stored = await readFile(path.join(ctx.storageDir, ...document.file_url.split('/')));
      expect(stored.equals(content)).toBe(true);
      expect((await ctx.storedFiles()).filter((file) => file.startsWith('.incoming'))).toEqual([]);
    },
  );

  it('judges the type by the bytes, not by the name or the declared type', async () => {
    const applicant = ctx.applicant();
    const response = await ctx.upload(applicant, [
      { name: 'documentName', value: 'Bank statements' },
      { filename: 'statement.pdf', content: png(), contentType: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document.file_url).toMatch(/\.png$/);
  });

  it('finds the item by its name (in either language) when no id is sent', async () => {
    const applicant = ctx.applicant({ plan: 'premium' });
    const response = await ctx.upload(applicant, [
      { name: 'documentName', value: 'certificado de seguridad social' },
      { filename: 'ss.pdf', content: pdf() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const socialSecurity = await itemOf(ctx, 'premium', 'social-security');
    expect(response.json().document.required_document_id).toBe(socialSecurity.id);
  });

  it('takes the parts in any order: fields after the file too', async () => {
    const applicant = ctx.applicant();
    const bank = await itemOf(ctx, 'basic', 'bank-statements');
    const response = await ctx.upload(applicant, [
      { filename: 'bank.pdf', content: pdf() },
      { name: 'requiredDocumentId', value: bank.id },
      { name: 'documentName', value: 'Bank statements' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document.required_document_id).toBe(bank.id);
  });
});

describe('re-uploads', () => {
  it('replace a file awaiting review, remove the old one, and keep one row', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const first = (await ctx.uploadFor(applicant, passport, pdf())).json().document;
    const second = await ctx.uploadFor(applicant, passport, png(), 'passport.png');
    expect(second.statusCode, second.body).toBe(201);
    const replaced = second.json().document;
    expect(replaced.id).toBe(first.id);
    expect(replaced.file_url).not.toBe(first.file_url);
    const files = await ctx.storedFiles();
    expect(files).toContain(replaced.file_url);
    expect(files).not.toContain(first.file_url);
    expect(await rowsOf(applicant.id)).toHaveLength(1);
  });

  it('send a rejected document back to uploaded, clearing the rejection', async () => {
    const applicant = ctx.applicant();
    const agent = ctx.agent();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const { id } = (await ctx.uploadFor(applicant, passport, pdf())).json().document;
    const rejected = await ctx.internal('/internal/documents/decide', {
      documentId: id,
      agentId: agent.id,
      decision: 'rejected',
      reason: 'Blurry scan',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await ctx.uploadFor(applicant, passport, pdf());
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().document).toMatchObject({ id, status: 'uploaded', rejection_reason: null });
    const [row] = await rowsOf(applicant.id);
    expect(row).toMatchObject({ reviewed_by: null, reviewed_at: null });
  });

  it.each(['approved', 'reviewing'] as const)(
    'are refused with 409 once the document is %s, and leave the stored file alone',
    async (status) => {
      const applicant = ctx.applicant();
      const agent = ctx.agent();
      const passport = await itemOf(ctx, 'basic', 'passport');
      const original = (await ctx.uploadFor(applicant, passport, pdf())).json().document;
      const moved =
        status === 'approved'
          ? await ctx.internal('/internal/documents/decide', {
              documentId: original.id,
              agentId: agent.id,
              decision: 'approved',
            })
          : await ctx.internal('/internal/documents/start-review', {
              documentId: original.id,
              agentId: agent.id,
            });
      expect(moved.statusCode, moved.body).toBe(200);
      for (const parts of [
        // The item named before the file: refused before a byte is stored.
        [
          { name: 'documentName', value: 'Valid passport' },
          { name: 'requiredDocumentId', value: passport.id },
          { filename: 'new.pdf', content: pdf() },
        ],
        // The item named after it: refused once it is known.
        [
          { filename: 'new.pdf', content: pdf() },
          { name: 'documentName', value: 'Valid passport' },
        ],
      ]) {
        const response = await ctx.upload(applicant, parts);
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          error: 'This document has already been processed',
          code: 'document_already_processed',
        });
      }
      const [row] = await rowsOf(applicant.id);
      expect(row).toMatchObject({ status, storage_path: original.file_url });
      expect(await ctx.storedFiles()).toContain(original.file_url);
      expect((await ctx.storedFiles()).filter((file) => file.startsWith(applicant.id))).toEqual([
        original.file_url,
      ]);
    },
  );
});

describe('who may upload', () => {
  it('refuses the signed out, agents, pending and rejected applicants, storing nothing', async () => {
    const passport = await itemOf(ctx, 'basic', 'passport');
    const parts = [
      { name: 'documentName', value: 'Valid passport' },
      { name: 'requiredDocumentId', value: passport.id },
      { filename: 'passport.pdf', content: pdf() },
    ];
    const signedOut = await ctx.upload(null, parts);
    expect(signedOut.statusCode).toBe(401);
    const agent = ctx.agent();
    expect((await ctx.upload(agent, parts)).json()).toMatchObject({ code: 'forbidden' });
    await expectNothingStoredFor(agent);
    const pending = ctx.applicant({ status: 'pending' });
    const pendingAnswer = await ctx.upload(pending, parts);
    expect(pendingAnswer.statusCode).toBe(403);
    expect(pendingAnswer.json().code).toBe('application_pending');
    await expectNothingStoredFor(pending);
    const rejected = ctx.applicant({ status: 'rejected', rejectionReason: 'Incomplete file' });
    const rejectedAnswer = await ctx.upload(rejected, parts);
    expect(rejectedAnswer.statusCode).toBe(403);
    expect(rejectedAnswer.json()).toEqual({
      error: 'Incomplete file',
      code: 'application_rejected',
    });
    await expectNothingStoredFor(rejected);
  });

  it('keeps an applicant to their own plan’s checklist (404 for any other id)', async () => {
    const basic = ctx.applicant({ plan: 'basic' });
    const socialSecurity = await itemOf(ctx, 'premium', 'social-security');
    const premiumPassport = await itemOf(ctx, 'premium', 'passport');
    for (const item of [socialSecurity, premiumPassport]) {
      const response = await ctx.uploadFor(basic, item, pdf());
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const unknownName = await ctx.upload(basic, [
      { name: 'documentName', value: 'Birth certificate' },
      { filename: 'x.pdf', content: pdf() },
    ]);
    expect(unknownName.statusCode).toBe(404);
    await expectNothingStoredFor(basic);
  });

  it('never touches another applicant’s document for the same item', async () => {
    const owner = ctx.applicant();
    const intruder = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const owned = (await ctx.uploadFor(owner, passport, pdf())).json().document;
    // The intruder names the owner's document id instead of a checklist item: unknown to them.
    const byDocumentId = await ctx.upload(intruder, [
      { name: 'documentName', value: 'Valid passport' },
      { name: 'requiredDocumentId', value: owned.id },
      { filename: 'x.pdf', content: pdf() },
    ]);
    expect(byDocumentId.statusCode).toBe(404);
    const ownUpload = await ctx.uploadFor(intruder, passport, png(), 'mine.png');
    expect(ownUpload.statusCode).toBe(201);
    expect(ownUpload.json().document.id).not.toBe(owned.id);
    const [ownerRow] = await rowsOf(owner.id);
    expect(ownerRow).toMatchObject({
      id: owned.id,
      storage_path: owned.file_url,
      mime_type: 'application/pdf',
    });
    expect(await ctx.storedFiles()).toContain(owned.file_url);
  });
});

describe('an item with its own limits', () => {
  it('applies the item’s size limit and file types, stated in the message', async () => {
    const applicant = ctx.applicant();
    const record = await itemOf(ctx, 'basic', 'criminal-record');
    await ctx.db
      .updateTable('documents.required_documents')
      .set({ max_file_size: 5 * 1024 * 1024, file_types: ['pdf'] })
      .where('id', '=', record.id)
      .execute();
    try {
      const tooLarge = await ctx.uploadFor(applicant, record, pdf(5 * 1024 * 1024 + 1));
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toEqual({
        error: 'File size must be less than 5MB',
        code: 'file_too_large',
      });
      const image = await ctx.uploadFor(applicant, record, png(), 'record.png');
      expect(image.statusCode).toBe(400);
      expect(image.json().code).toBe('file_type_invalid');
      const exact = await ctx.uploadFor(applicant, record, pdf(5 * 1024 * 1024));
      expect(exact.statusCode, exact.body).toBe(201);
    } finally {
      await ctx.db
        .updateTable('documents.required_documents')
        .set({ max_file_size: record.max_file_size, file_types: record.file_types })
        .where('id', '=', record.id)
        .execute();
    }
  });
});
