import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseDocumentsAnswerSchema,
  dashboardDataSchema,
  documentsExportAnswerSchema,
  uploadDocumentAnswerSchema,
  type UserDocument,
} from '@nomada/contracts';
import type { RequiredDocumentRow } from '../src/db/schema';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';

/** Decision 065: decided files are kept as their item's history when replaced or removed. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function send(
  applicant: Person,
  item: RequiredDocumentRow,
  filename: string,
  append = false,
): Promise<UserDocument> {
  const response = await ctx.upload(applicant, [
    { name: 'documentName', value: item.name_en },
    { name: 'requiredDocumentId', value: item.id },
    ...(append ? [{ name: 'append', value: 'true' }] : []),
    { filename, content: pdf() },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return uploadDocumentAnswerSchema.parse(response.json()).document;
}

async function decide(
  documentId: string,
  agent: Person,
  decision: 'approved' | 'rejected',
  reason?: string,
) {
  const response = await ctx.internal('/internal/documents/decide', {
    documentId,
    agentId: agent.id,
    decision,
    ...(reason ? { reason } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const storedOf = async (person: Person) =>
  (await ctx.storedFiles()).filter((file) => file.startsWith(person.id)).sort();

const earlierRows = (person: Person) =>
  ctx.db
    .selectFrom('documents.earlier_files')
    .selectAll()
    .where('user_id', '=', person.id)
    .orderBy('replaced_at')
    .execute();

async function caseItems(person: Person) {
  const response = await ctx.internal('/internal/documents/case', {
    userId: person.id,
    plan: person.plan ?? 'basic',
  });
  expect(response.statusCode, response.body).toBe(200);
  return caseDocumentsAnswerSchema.parse(response.json()).items;
}

const sign = (as: Person, filePath: string) =>
  ctx.post('/functions/download-document', { as, body: { filePath } });

const open = (signedUrl: string) =>
  ctx.app.inject({ method: 'GET', url: new URL(signedUrl).pathname });

/** A passport rejected once with `old.pdf`, then replaced by `new.pdf`. */
async function rejectedThenReplaced() {
  const applicant = ctx.applicant();
  const agent = ctx.agent();
  const passport = await itemOf(ctx, 'basic', 'passport');
  const first = await send(applicant, passport, 'old.pdf');
  await decide(first.id, agent, 'rejected', 'Blurred');
  const second = await send(applicant, passport, 'new.pdf');
  return { applicant, agent, passport, first, second, oldFile: first.files[0]! };
}

describe('earlier files (decision 065)', () => {
  it('keeps a rejected file, storage included, when the applicant re-uploads', async () => {
    const { applicant, passport, second, oldFile } = await rejectedThenReplaced();
    expect(second.files.map((file) => file.original_filename)).toEqual(['new.pdf']);
    expect(await storedOf(applicant)).toEqual([oldFile.file_url, second.files[0]!.file_url].sort());
    const [kept] = await earlierRows(applicant);
    expect(kept).toMatchObject({
      id: oldFile.id,
      storage_path: oldFile.file_url,
      required_document_id: passport.id,
      original_filename: 'old.pdf',
    });
    // The applicant's own checklist is unchanged: current files only.
    const dashboard = await ctx.post('/functions/auth-get-dashboard-data', { as: applicant });
    const seen = dashboardDataSchema
      .parse(dashboard.json())
      .requiredDocuments.find((item) => item.id === passport.id)!;
    expect(seen.files?.map((file) => file.original_filename)).toEqual(['new.pdf']);
    expect(JSON.stringify(dashboard.json())).not.toContain(oldFile.file_url);
  });

  it('deletes a file never decided on when it is replaced, as before', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const first = await send(applicant, passport, 'draft.pdf');
    const second = await send(applicant, passport, 'final.pdf');
    expect(await storedOf(applicant)).toEqual([second.files[0]!.file_url]);
    expect(await earlierRows(applicant)).toEqual([]);
    expect(first.files[0]!.file_url).not.toBe(second.files[0]!.file_url);
  });

  it('keeps a decided file that is removed, deletes an undecided one, and outlives the emptied item', async () => {
    const applicant = ctx.applicant();
    const agent = ctx.agent();
    const bank = await itemOf(ctx, 'basic', 'bank-statements');
    const first = await send(applicant, bank, 'september.pdf');
    await decide(first.id, agent, 'rejected', 'Too old');
    const both = await send(applicant, bank, 'october.pdf', true);
    const [september, october] = both.files;
    for (const file of [september!, october!]) {
      const removed = await ctx.post('/functions/delete-document-file', {
        as: applicant,
        body: { fileId: file.id },
      });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect(await storedOf(applicant)).toEqual([september!.file_url]);
    expect((await earlierRows(applicant)).map((row) => row.id)).toEqual([september!.id]);
    const [item] = (await caseItems(applicant)).filter((each) => each.id === bank.id);
    expect(item!.document).toBeNull();
    expect(item!.files).toMatchObject([
      {
        id: september!.id,
        current: false,
        decisions: [{ decision: 'rejected', reason: 'Too old', decided_by: agent.id }],
      },
    ]);
    // A file id of history is not the applicant's to remove any more.
    const again = await ctx.post('/functions/delete-document-file', {
      as: applicant,
      body: { fileId: september!.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists every file an item held for the case, current first, each with its decisions', async () => {
    const applicant = ctx.applicant();
    const agent = ctx.agent();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const first = await send(applicant, passport, 'one.pdf');
    await decide(first.id, agent, 'rejected', 'Cut off');
    // Appended after the rejection: `one.pdf` is then covered by a second decision too.
    await send(applicant, passport, 'two.pdf', true);
    await decide(first.id, agent, 'rejected', 'Still cut off');
    const third = await send(applicant, passport, 'three.pdf');
    await decide(third.id, agent, 'approved');
    const [item] = (await caseItems(applicant)).filter((each) => each.id === passport.id);
    expect(
      item!.files.map((file) => [
        file.original_filename,
        file.current,
        file.replaced_at === null,
        file.decisions.map((decision) => decision.reason ?? decision.decision),
      ]),
    ).toEqual([
      ['three.pdf', true, true, ['approved']],
      ['one.pdf', false, false, ['Cut off', 'Still cut off']],
      ['two.pdf', false, false, ['Still cut off']],
    ]);
  });

  it('signs an earlier file for agents only, not even for its owner', async () => {
    const { applicant, oldFile } = await rejectedThenReplaced();
    const stranger = ctx.applicant();
    for (const person of [applicant, stranger]) {
      const refused = await sign(person, oldFile.file_url);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(oldFile.file_url);
    }
    const agent = ctx.agent();
    const signed = await sign(agent, oldFile.file_url);
    expect(signed.statusCode).toBe(200);
    const download = await open(signed.json().signedUrl as string);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('old.pdf');
    expect(download.rawPayload.equals(pdf())).toBe(true);
  });

  it('stops a current-file link once the file became history', async () => {
    const applicant = ctx.applicant();
    const agent = ctx.agent();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const first = await send(applicant, passport, 'old.pdf');
    const before = await sign(applicant, first.files[0]!.file_url);
    expect(before.statusCode).toBe(200);
    await decide(first.id, agent, 'rejected', 'Blurred');
    await send(applicant, passport, 'new.pdf');
    expect((await open(before.json().signedUrl as string)).statusCode).toBe(404);
  });

  it('exports the earlier files as metadata with their decisions', async () => {
    const { applicant, oldFile } = await rejectedThenReplaced();
    const response = await ctx.internal('/internal/accounts/export', {
      userId: applicant.id,
      email: applicant.email,
      language: 'es',
      host: '127.0.0.1:8080',
      protocol: 'http',
    });
    expect(response.statusCode, response.body).toBe(200);
    const exported = documentsExportAnswerSchema.parse(response.json());
    expect(exported.documents.map((document) => document.original_filename)).toEqual(['new.pdf']);
    expect(exported.earlier_files).toMatchObject([
      {
        id: oldFile.id,
        document_type: 'passport',
        name: expect.stringMatching(/pasaporte/i),
        original_filename: 'old.pdf',
        size_bytes: pdf().length,
        decisions: [{ decision: 'rejected', reason: 'Blurred' }],
      },
    ]);
  });

  it('erasure removes the earlier files from storage with everything else', async () => {
    const { applicant } = await rejectedThenReplaced();
    expect(await storedOf(applicant)).toHaveLength(2);
    const erased = await ctx.internal('/internal/accounts/erase', {
      userId: applicant.id,
      email: applicant.email,
      names: [applicant.first_name, applicant.last_name],
      pseudonym: 'deleted-0a1b2c3d',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ erased: { documents: 1, files: 2 } });
    expect(await storedOf(applicant)).toEqual([]);
    expect(await earlierRows(applicant)).toEqual([]);
    const decisions = await ctx.db
      .selectFrom('documents.file_decisions')
      .select('id')
      .where('user_id', '=', applicant.id)
      .execute();
    expect(decisions).toEqual([]);
  });
});
