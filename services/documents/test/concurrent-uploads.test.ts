import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredDocumentRow } from '../src/db/schema';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';
import { documentFileRowsOf } from './support/document-rows';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await ctx.listen();
});
afterAll(() => ctx.close());

const PARALLEL = 8;

/** Distinct valid PDFs, so the stored file tells which upload won. */
const variant = (index: number) => pdf(20_000 + index * 1000);

/** A real HTTP upload, as a browser's FormData sends it. */
async function httpUpload(as: Person, item: RequiredDocumentRow, content: Buffer) {
  const form = new FormData();
  form.append('documentName', item.name_en);
  form.append('requiredDocumentId', item.id);
  form.append(
    'file',
    new Blob([new Uint8Array(content)], { type: 'application/pdf' }),
    'passport.pdf',
  );
  const response = await fetch(`${baseUrl}/functions/auth-upload-document`, {
    method: 'POST',
    headers: { cookie: as.cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function rowsAndFilesOf(person: Person) {
  const rows = await documentFileRowsOf(ctx.db, person.id);
  const files = (await ctx.storedFiles()).filter((file) => file.startsWith(person.id));
  return { rows, files };
}

/** One row, one file: the row's, holding exactly one of the uploads. */
async function expectOneCoherentDocument(person: Person) {
  const { rows, files } = await rowsAndFilesOf(person);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(files).toEqual([row!.storage_path]);
  const stored = await readFile(path.join(ctx.storageDir, ...row!.storage_path.split('/')));
  expect(stored.length).toBe(Number(row!.size_bytes));
  const winner = Array.from({ length: PARALLEL }, (_, index) => variant(index)).find((content) =>
    content.equals(stored),
  );
  expect(winner).toBeDefined();
  expect((await ctx.storedFiles()).filter((file) => file.startsWith('.incoming'))).toEqual([]);
  return row!;
}

describe('concurrent uploads of the same document', () => {
  it('first uploads at once make one row and leave one file', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        httpUpload(applicant, passport, variant(index)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(201));
    const row = await expectOneCoherentDocument(applicant);
    const ids = new Set(answers.map((answer) => (answer.body.document as { id: string }).id));
    expect(ids).toEqual(new Set([row.id]));
  });

  it('re-uploads at once replace each other in turn, removing every replaced file', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await httpUpload(applicant, passport, pdf())).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        httpUpload(applicant, passport, variant(index)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(201));
    await expectOneCoherentDocument(applicant);
  });

  it('an approval racing re-uploads wins or loses cleanly: 409 after it, no stray file', async () => {
    const applicant = ctx.applicant();
    const agent = ctx.agent();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const first = await httpUpload(applicant, passport, variant(0));
    const documentId = (first.body.document as { id: string }).id;
    const [decision, ...uploads] = await Promise.all([
      ctx.internal('/internal/documents/decide', {
        documentId,
        agentId: agent.id,
        decision: 'approved',
      }),
      ...Array.from({ length: PARALLEL - 1 }, (_, index) =>
        httpUpload(applicant, passport, variant(index + 1)),
      ),
    ]);
    expect(decision.statusCode).toBe(200);
    for (const upload of uploads) {
      expect([201, 409]).toContain(upload.status);
      if (upload.status === 409) expect(upload.body.code).toBe('document_already_processed');
    }
    const row = await expectOneCoherentDocument(applicant);
    expect(row.status).toBe('approved');
    // Whatever came after the approval could not replace the approved file.
    const after = await httpUpload(applicant, passport, variant(3));
    expect(after.status).toBe(409);
    expect((await rowsAndFilesOf(applicant)).files).toEqual([row.storage_path]);
  });
});

describe('an upload the client abandons', () => {
  it('leaves no spool file and no row once the connection drops mid-file', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const boundary = 'abandoned';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="requiredDocumentId"\r\n\r\n${passport.id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\nValid passport\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n\r\n`;
    const sending = request(`${baseUrl}/functions/auth-upload-document`, {
      method: 'POST',
      headers: {
        cookie: applicant.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(5 * 1024 * 1024),
      },
    });
    sending.on('error', () => undefined);
    sending.write(head);
    sending.write(pdf(1024 * 1024));
    // Wait until the service has started spooling this file, then drop the connection.
    const spooling = async () =>
      (await ctx.storedFiles()).some((file) => file.startsWith('.incoming'));
    for (let waited = 0; !(await spooling()) && waited < 20_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await spooling()).toBe(true);
    sending.destroy();
    for (let waited = 0; (await spooling()) && waited < 20_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await spooling()).toBe(false);
    expect((await rowsAndFilesOf(applicant)).rows).toEqual([]);
    expect((await rowsAndFilesOf(applicant)).files).toEqual([]);
  });
});
