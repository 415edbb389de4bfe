import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredDocumentRow } from '../src/db/schema';
import { startFlakyProxy } from './support/flaky-proxy';
import { startS3Server, type S3Server } from './support/s3-server';
import { elfExecutable, pdf, png } from './support/sample-files';
import { createTestContext, itemOf, type Person, type TestContext } from './support/test-context';
import { documentFileRowsOf } from './support/document-rows';

/**
 * Two documents instances (as on two machines) over one database and one S3 bucket: whatever one
 * stores, the other serves.
 */
let s3: S3Server;
let first: TestContext;
let second: TestContext;
let passport: RequiredDocumentRow;
const PREFIX = 'documents';

beforeAll(async () => {
  s3 = await startS3Server();
  first = await createTestContext({ env: s3.env(PREFIX) });
  second = await createTestContext({ env: s3.env(PREFIX), databaseUrl: first.databaseUrl });
  passport = await itemOf(first, 'basic', 'passport');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

/** An applicant both instances' identity knows. */
function applicant(): Person {
  const person = first.applicant();
  second.identity.put(person);
  return person;
}

const objectsOf = (person: Person) => s3.keys(`${PREFIX}/${person.id}/`);

async function download(ctx: TestContext, as: Person, filePath: string) {
  const signed = await ctx.post('/functions/download-document', { as, body: { filePath } });
  expect(signed.statusCode, signed.body).toBe(200);
  return ctx.app.inject({ method: 'GET', url: new URL(signed.json().signedUrl).pathname });
}

describe('the S3 storage driver against a local S3 server', () => {
  it('stores an upload in the bucket, never on the instance’s disk, and the other instance serves it', async () => {
    const person = applicant();
    const content = pdf(2 * 1024 * 1024);
    const response = await first.uploadFor(person, passport, content, 'pasaporte.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const { file_url } = response.json().document;
    expect(await objectsOf(person)).toEqual([`${PREFIX}/${file_url}`]);
    expect(await first.storedFiles()).toEqual([]);
    const file = await download(second, person, file_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-length']).toBe(String(content.length));
    expect(file.headers['content-disposition']).toContain('filename="pasaporte.pdf"');
  });

  it('removes the replaced object after a re-upload through the other instance', async () => {
    const person = applicant();
    const old = (await first.uploadFor(person, passport, pdf())).json().document.file_url;
    const replaced = await second.uploadFor(person, passport, png(), 'foto.png');
    expect(replaced.statusCode, replaced.body).toBe(201);
    const current = replaced.json().document.file_url;
    expect(await objectsOf(person)).toEqual([`${PREFIX}/${current}`]);
    expect(current).not.toBe(old);
    expect((await download(first, person, current)).rawPayload.equals(png())).toBe(true);
  });

  it('leaves no object and no spool file behind a refused upload', async () => {
    const person = applicant();
    const refused = await first.uploadFor(person, passport, elfExecutable(), 'passport.pdf');
    expect(refused.statusCode).toBe(400);
    expect(await objectsOf(person)).toEqual([]);
    expect(await first.storedFiles()).toEqual([]);
  });

  it('keeps one row and one object when both instances take re-uploads at once', async () => {
    const person = applicant();
    expect((await first.uploadFor(person, passport, pdf())).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? first : second).uploadFor(person, passport, pdf(30_000 + index)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const rows = await documentFileRowsOf(first.db, person.id);
    expect(rows).toHaveLength(1);
    expect(await objectsOf(person)).toEqual([`${PREFIX}/${rows[0]!.storage_path}`]);
  });

  it('stores the file when the bucket refuses the first attempts with 503', async () => {
    const proxy = await startFlakyProxy(s3.endpoint);
    const flaky = await createTestContext({
      env: { ...s3.env(PREFIX), AWS_ENDPOINT_URL_S3: proxy.endpoint },
      databaseUrl: first.databaseUrl,
    });
    try {
      const person = flaky.applicant();
      proxy.failNextPuts = 2;
      const response = await flaky.uploadFor(person, passport, pdf(300_000));
      expect(response.statusCode, response.body).toBe(201);
      expect(proxy.failedPuts).toBe(2);
      const { file_url } = response.json().document;
      expect(await s3.keys(`${PREFIX}/${person.id}/`)).toEqual([`${PREFIX}/${file_url}`]);
      second.identity.put(person);
      const file = await download(second, person, file_url);
      expect(file.rawPayload.equals(pdf(300_000))).toBe(true);
      proxy.failNextPuts = 3;
      const exhausted = await flaky.uploadFor(person, passport, png(), 'p.png');
      expect(exhausted.statusCode).toBe(503);
      expect(await s3.keys(`${PREFIX}/${person.id}/`)).toEqual([`${PREFIX}/${file_url}`]);
      expect(await flaky.storedFiles()).toEqual([]);
    } finally {
      await flaky.close();
      await proxy.close();
    }
  });

  it('answers 503 while the bucket does not answer, keeping nothing of the upload', async () => {
    const unreachable = await createTestContext({
      env: { ...s3.env(PREFIX), AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9' },
      databaseUrl: first.databaseUrl,
    });
    try {
      const person = unreachable.applicant();
      const response = await unreachable.uploadFor(person, passport, pdf());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Service temporarily unavailable. Please try again.',
        code: 'unavailable',
      });
      const rows = await first.db
        .selectFrom('documents.user_documents')
        .select('id')
        .where('user_id', '=', person.id)
        .execute();
      expect(rows).toEqual([]);
      expect(await unreachable.storedFiles()).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });

  it('answers 404 for a recorded document whose object has gone', async () => {
    const person = applicant();
    const { file_url } = (await first.uploadFor(person, passport, pdf())).json().document;
    await s3.remove(`${PREFIX}/${file_url}`);
    const file = await download(second, person, file_url);
    expect(file.statusCode).toBe(404);
  });
});
