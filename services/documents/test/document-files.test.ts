import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardDataSchema,
  MAX_FILES_PER_DOCUMENT,
  uploadDocumentAnswerSchema,
  type RequiredDocument,
} from '@nomada/contracts';
import type { RequiredDocumentRow } from '../src/db/schema';
import { documentFileRowsOf } from './support/document-rows';
import { pdf, png } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function send(
  applicant: Person,
  item: RequiredDocumentRow,
  filename: string,
  options: { append?: string; content?: Buffer } = {},
) {
  return ctx.upload(applicant, [
    { name: 'documentName', value: item.name_en },
    { name: 'requiredDocumentId', value: item.id },
    ...(options.append === undefined ? [] : [{ name: 'append', value: options.append }]),
    { filename, content: options.content ?? pdf() },
  ]);
}

async function appended(applicant: Person, item: RequiredDocumentRow, filename: string) {
  const response = await send(applicant, item, filename, { append: 'true' });
  expect(response.statusCode, response.body).toBe(201);
  return uploadDocumentAnswerSchema.parse(response.json()).document;
}

async function itemSeenBy(applicant: Person, item: RequiredDocumentRow): Promise<RequiredDocument> {
  const response = await ctx.post('/functions/auth-get-dashboard-data', { as: applicant });
  expect(response.statusCode, response.body).toBe(200);
  const found = dashboardDataSchema
    .parse(response.json())
    .requiredDocuments.find((entry) => entry.id === item.id);
  if (!found) throw new Error('item not on the checklist');
  return found;
}

const storedOf = async (person: Person) =>
  (await ctx.storedFiles()).filter((file) => file.startsWith(person.id)).sort();

const removeFile = (as: Person, fileId: string) =>
  ctx.post('/functions/delete-document-file', { as, body: { fileId } });

async function setStatus(documentId: string, status: 'reviewing' | 'approved' | 'rejected') {
  const decided = status !== 'reviewing';
  await ctx.db
    .updateTable('documents.user_documents')
    .set({
      status,
      rejection_reason: status === 'rejected' ? 'Missing pages' : null,
      reviewed_by: decided ? ctx.agent().id : null,
      reviewed_at: decided ? new Date() : null,
    })
    .where('id', '=', documentId)
    .execute();
}

describe('several files per checklist item', () => {
  it('appends files, lists them oldest first, and moves the revision on each time', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const first = await appended(applicant, passport, 'page 1.pdf');
    expect(first.files.map((file) => file.original_filename)).toEqual(['page 1.pdf']);
    const second = await appended(applicant, passport, 'page 2.pdf');
    expect(second.id).toBe(first.id);
    expect(second.revision).toBe(first.revision + 1);
    const third = await appended(applicant, passport, 'page 3.pdf');
    expect(third.files.map((file) => file.original_filename)).toEqual([
      'page 1.pdf',
      'page 2.pdf',
      'page 3.pdf',
    ]);
    const seen = await itemSeenBy(applicant, passport);
    expect(seen).toMatchObject({ status: 'uploaded', revision: 3 });
    expect(seen.files.map((file) => file.original_filename)).toEqual([
      'page 1.pdf',
      'page 2.pdf',
      'page 3.pdf',
    ]);
    expect(seen.file_url).toBe(seen.files[2]?.file_url);
    expect(await storedOf(applicant)).toEqual(seen.files.map((file) => file.file_url).sort());
    // Each file has its own download link.
    for (const file of seen.files) {
      const signed = await ctx.post('/functions/download-document', {
        as: applicant,
        body: { filePath: file.file_url },
      });
      expect(signed.statusCode).toBe(200);
      const url = new URL(signed.json().signedUrl as string);
      const download = await ctx.app.inject({ method: 'GET', url: url.pathname });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain(file.original_filename);
    }
  });

  it('puts a rejected item back to uploaded when a file is added', async () => {
    const applicant = ctx.applicant();
    const bank = await itemOf(ctx, 'basic', 'bank-statements');
    const first = await appended(applicant, bank, 'september.pdf');
    await setStatus(first.id, 'rejected');
    const again = await appended(applicant, bank, 'october.pdf');
    expect(again).toMatchObject({ status: 'uploaded', rejection_reason: null });
    expect(again.files).toHaveLength(2);
  });

  it(`takes at most ${MAX_FILES_PER_DOCUMENT} files per item; the next is 409 and leaves nothing behind`, async () => {
    const applicant = ctx.applicant();
    const bank = await itemOf(ctx, 'basic', 'bank-statements');
    for (let n = 1; n <= MAX_FILES_PER_DOCUMENT; n++) await appended(applicant, bank, `${n}.pdf`);
    const before = await storedOf(applicant);
    const over = await send(applicant, bank, 'eleven.png', { append: 'true', content: png() });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'too_many_files' });
    expect(await storedOf(applicant)).toEqual(before);
    expect(await documentFileRowsOf(ctx.db, applicant.id)).toHaveLength(MAX_FILES_PER_DOCUMENT);
    // A replacement is still possible: it drops all ten.
    const replaced = await send(applicant, bank, 'all in one.pdf');
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().document.files).toHaveLength(1);
    expect(await storedOf(applicant)).toEqual([replaced.json().document.file_url]);
  });

  it('refuses to append to an item under review or approved (409), storing nothing', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const document = await appended(applicant, passport, 'page 1.pdf');
    for (const status of ['reviewing', 'approved'] as const) {
      await setStatus(document.id, status);
      const refused = await send(applicant, passport, 'page 2.pdf', { append: 'true' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'document_already_processed' });
      expect(await storedOf(applicant)).toEqual([document.file_url]);
    }
  });

  it('refuses a malformed append field', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const response = await send(applicant, passport, 'page.pdf', { append: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(await storedOf(applicant)).toEqual([]);
  });
});

describe('delete-document-file', () => {
  it('removes one file from the list and from storage, and moves the revision on', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    await appended(applicant, passport, 'page 1.pdf');
    const both = await appended(applicant, passport, 'page 2.pdf');
    const [kept, gone] = both.files;
    const response = await removeFile(applicant, gone!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const seen = await itemSeenBy(applicant, passport);
    expect(seen.files.map((file) => file.id)).toEqual([kept!.id]);
    expect(seen.revision).toBe(both.revision + 1);
    expect(await storedOf(applicant)).toEqual([kept!.file_url]);
    // Its old download link stops working.
    expect(
      (
        await ctx.post('/functions/download-document', {
          as: applicant,
          body: { filePath: gone!.file_url },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('makes the item pending again when its last file goes', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const only = await appended(applicant, passport, 'page 1.pdf');
    expect((await removeFile(applicant, only.files[0]!.id)).statusCode).toBe(200);
    expect(await itemSeenBy(applicant, passport)).toMatchObject({
      status: 'pending',
      files: [],
      file_url: null,
      revision: null,
    });
    expect(await storedOf(applicant)).toEqual([]);
    expect(await documentFileRowsOf(ctx.db, applicant.id)).toEqual([]);
  });

  it('removes from a rejected item or one under review, never from an approved one (409)', async () => {
    const applicant = ctx.applicant();
    const bank = await itemOf(ctx, 'basic', 'bank-statements');
    await appended(applicant, bank, 'a.pdf');
    await appended(applicant, bank, 'b.pdf');
    const three = await appended(applicant, bank, 'c.pdf');
    await setStatus(three.id, 'rejected');
    expect((await removeFile(applicant, three.files[0]!.id)).statusCode).toBe(200);
    await setStatus(three.id, 'reviewing');
    expect((await removeFile(applicant, three.files[1]!.id)).statusCode).toBe(200);
    await setStatus(three.id, 'approved');
    const refused = await removeFile(applicant, three.files[2]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'document_already_processed' });
    expect(await storedOf(applicant)).toEqual([three.files[2]!.file_url]);
  });

  it("answers 404 for someone else's file or an unknown one, 403 for agents, 400 for a bad body", async () => {
    const owner = ctx.applicant();
    const other = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const document = await appended(owner, passport, 'mine.pdf');
    const fileId = document.files[0]!.id;
    expect((await removeFile(other, fileId)).statusCode).toBe(404);
    expect((await removeFile(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await removeFile(ctx.agent(), fileId)).statusCode).toBe(403);
    expect(
      (await ctx.post('/functions/delete-document-file', { body: { fileId } })).statusCode,
    ).toBe(401);
    const bad = await ctx.post('/functions/delete-document-file', {
      as: owner,
      body: { fileId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await storedOf(owner)).toEqual([document.file_url]);
  });
});
