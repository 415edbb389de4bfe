import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsApp } from '../src/app';
import { queueFilesForRemoval } from '../src/db/repositories/files-to-remove';
import { storeUpload } from '../src/db/repositories/user-documents';
import { newStorageKey } from '../src/storage/storage-keys';
import { startLeftoverSweeper } from '../src/uploads/leftover-sweeper';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const deps = () => (ctx.app as DocumentsApp).deps;

/** A file stored as commit-upload stores it (queued first), by a process that then died. */
async function storedThenKilled(applicantId: string): Promise<string> {
  const key = newStorageKey(applicantId, 'pdf');
  await queueFilesForRemoval(ctx.db, applicantId, [key]);
  const spooled = path.join(ctx.storageDir, '.incoming', `killed-${key.replace(/\//g, '-')}`);
  await mkdir(path.dirname(spooled), { recursive: true });
  await writeFile(spooled, pdf());
  await deps().storage.commit(key, spooled, { size: pdf().length, contentType: 'application/pdf' });
  return key;
}

async function sweepNow(afterMs: number): Promise<void> {
  const sweeper = startLeftoverSweeper(deps(), ctx.app.log, afterMs);
  await sweeper.close();
}

const queued = () =>
  ctx.db.selectFrom('documents.files_to_remove').select('storage_path').execute();

describe('files an interrupted upload leaves behind', () => {
  it('a completed upload and a replaced one leave nothing queued and no stray file', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await ctx.uploadFor(applicant, passport, pdf())).statusCode).toBe(201);
    expect((await ctx.uploadFor(applicant, passport, pdf(30_000))).statusCode).toBe(201);
    expect(await queued()).toEqual([]);
    const mine = (await ctx.storedFiles()).filter((file) => file.startsWith(applicant.id));
    expect(mine).toHaveLength(1);
  });

  it('a file stored by a process killed before it recorded the row is removed by the sweep', async () => {
    const applicant = ctx.applicant();
    const key = await storedThenKilled(applicant.id);
    expect(await ctx.storedFiles()).toContain(key);
    await sweepNow(60_000);
    expect(await ctx.storedFiles()).toContain(key);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sweepNow(10);
    expect(await ctx.storedFiles()).not.toContain(key);
    expect(await queued()).toEqual([]);
  });

  it('an upload that stalls past the sweep is refused, and keeps neither a row nor the file', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    const key = await storedThenKilled(applicant.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sweepNow(10);
    const stored = await storeUpload(ctx.db, {
      userId: applicant.id,
      requiredDocumentId: passport.id,
      name: 'Passport',
      storagePath: key,
      originalFilename: 'passport.pdf',
      mimeType: 'application/pdf',
      size: pdf().length,
      append: false,
    });
    expect(stored).toEqual({ outcome: 'file_gone' });
    const rows = await ctx.db
      .selectFrom('documents.user_documents')
      .select('id')
      .where('user_id', '=', applicant.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a replaced file whose removal was cut short stays queued, and the sweep removes it', async () => {
    const applicant = ctx.applicant();
    const passport = await itemOf(ctx, 'basic', 'passport');
    expect((await ctx.uploadFor(applicant, passport, pdf())).statusCode).toBe(201);
    const [first] = await ctx.db
      .selectFrom('documents.document_files')
      .select('storage_path')
      .where('user_id', '=', applicant.id)
      .execute();
    // The row moves to a new file as storeUpload does it; the process dies before removing the old one.
    const key = await storedThenKilled(applicant.id);
    const stored = await storeUpload(ctx.db, {
      userId: applicant.id,
      requiredDocumentId: passport.id,
      name: 'Passport',
      storagePath: key,
      originalFilename: 'passport.pdf',
      mimeType: 'application/pdf',
      size: pdf().length,
      append: false,
    });
    expect(stored).toMatchObject({ outcome: 'stored', replaced: [first!.storage_path] });
    expect(await queued()).toEqual([{ storage_path: first!.storage_path }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sweepNow(10);
    const mine = (await ctx.storedFiles()).filter((file) => file.startsWith(applicant.id));
    expect(mine).toEqual([key]);
  });
});
