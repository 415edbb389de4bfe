import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from './support/test-context';
import { docx, pdf, png } from './support/sample-files';
import { createTestContext, itemOf, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SIGN = '/functions/download-document';

async function uploaded(applicant: Person, content = pdf(), filename = 'passport.pdf') {
  const passport = await itemOf(ctx, 'basic', 'passport');
  const response = await ctx.uploadFor(applicant, passport, content, filename);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().document as { id: string; file_url: string };
}

/** Signs as the gateway forwards it: the name the browser used in x-forwarded-host. */
async function sign(as: Person, filePath: string, host = 'localhost:8080') {
  return ctx.post(SIGN, {
    as,
    body: { filePath },
    headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'http' },
  });
}

/** The path of a signed URL, as the gateway would forward it to documents. */
async function signedPath(as: Person, filePath: string): Promise<string> {
  const response = await sign(as, filePath);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().signedUrl);
  expect(url.origin).toBe('http://localhost:8080');
  expect(url.pathname).toMatch(/^\/files\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
  return url.pathname;
}

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

describe('signing a download', () => {
  it('gives the owner a same-origin link that downloads the file as an attachment', async () => {
    const applicant = ctx.applicant();
    const content = pdf();
    const document = await uploaded(applicant, content, 'Pasaporte – Ana Müller.pdf');
    const file = await get(await signedPath(applicant, document.file_url));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(content.length),
      'content-disposition': `attachment; filename="Pasaporte _ Ana M_ller.pdf"; filename*=UTF-8''Pasaporte%20%E2%80%93%20Ana%20M%C3%BCller.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const applicant = ctx.applicant();
    const document = await uploaded(applicant, png(), 'foto.png');
    const head = await get(await signedPath(applicant, document.file_url), 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(png().length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('names the download by what the file really is', async () => {
    const applicant = ctx.applicant();
    const document = await uploaded(applicant, docx(), 'contract.pdf');
    const file = await get(await signedPath(applicant, document.file_url));
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''contract.docx`);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('builds the link on the origin the page uses: PUBLIC_URL’s, or the other name it was reached by', async () => {
    const applicant = ctx.applicant();
    const document = await uploaded(applicant);
    const viaPublicName = await sign(applicant, document.file_url, 'localhost:8080');
    expect(viaPublicName.json().signedUrl).toMatch(/^http:\/\/localhost:8080\/files\//);
    const viaAddress = await sign(applicant, document.file_url, '127.0.0.1:8080');
    expect(viaAddress.json().signedUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/files\//);
  });

  it('never builds the link on a name that is not configured', async () => {
    const applicant = ctx.applicant();
    const document = await uploaded(applicant);
    for (const host of ['evil.invalid', '127.0.0.1:9999', 'localhost:8080@evil.invalid']) {
      const answer = await sign(applicant, document.file_url, host);
      expect(answer.json().signedUrl).toMatch(/^http:\/\/localhost:8080\/files\//);
    }
  });

  it('lets any agent sign any applicant’s file', async () => {
    const applicant = ctx.applicant();
    const document = await uploaded(applicant);
    const file = await get(await signedPath(ctx.agent(), document.file_url));
    expect(file.statusCode).toBe(200);
  });

  it('answers 404, never 403, for another applicant’s file or one that does not exist', async () => {
    const owner = ctx.applicant();
    const document = await uploaded(owner);
    const other = ctx.applicant();
    for (const filePath of [
      document.file_url,
      `${owner.id}/00000000-0000-4000-8000-000000000000.pdf`,
      '../../etc/passwd',
      `${document.file_url}/..`,
    ]) {
      const response = await sign(other, filePath);
      expect(response.statusCode, filePath).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('refuses the signed out with 401 and a missing path with 400', async () => {
    expect((await ctx.post(SIGN, { body: { filePath: 'x' } })).statusCode).toBe(401);
    const missing = await ctx.post(SIGN, { as: ctx.applicant(), body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('invalid_request');
  });
});

describe('a signed link', () => {
  it('works until five minutes have passed, and not after', async () => {
    const applicant = ctx.applicant();
    const document = await uploaded(applicant);
    const link = await signedPath(applicant, document.file_url);
    ctx.clock.advance(4 * 60 * 1000 + 59 * 1000);
    expect((await get(link)).statusCode).toBe(200);
    ctx.clock.advance(2 * 1000);
    const expired = await get(link);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      error: 'This download link is invalid or expired.',
      code: 'download_link_invalid',
    });
  });

  it('opens nothing once tampered with', async () => {
    const owner = ctx.applicant();
    const mine = await uploaded(owner);
    const theirs = await uploaded(ctx.applicant());
    const link = await signedPath(owner, mine.file_url);
    const [id = '', expiry = '', signature = ''] = link.slice('/files/'.length).split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `/files/${theirs.id}.${expiry}.${signature}`,
      `/files/${id}.${Number(expiry) + 3600}.${signature}`,
      `/files/${id}.${expiry}.${flipped}`,
      `/files/${id}.${expiry}`,
      `/files/${mine.file_url}`,
      '/files/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await get(tampered);
      expect(response.statusCode, tampered).toBe(404);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it('stops working once the file is replaced', async () => {
    const applicant = ctx.applicant();
    const first = await uploaded(applicant);
    const link = await signedPath(applicant, first.file_url);
    await uploaded(applicant, png(), 'new.png');
    expect((await get(link)).statusCode).toBe(404);
  });
});
