import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing';
import { fetchStoredFile, signStoredFile, StoredFileError } from './stored-file';

afterEach(() => vi.unstubAllGlobals());

const SIGNED = '/files/signed/abc?sig=1';

/** download-document signs; the signed URL answers `file` (a Response, or an Error to throw). */
function stubStorage(file: Response | Error, signedUrl = SIGNED) {
  const api = stubFetch(() => ({ body: { signedUrl } }));
  const apiFetch = api.mock.getMockImplementation()!;
  api.mock.mockImplementation(async (input, init) => {
    if (String(input) !== SIGNED) return apiFetch(input, init);
    if (file instanceof Error) throw file;
    return file;
  });
  return api;
}

describe('signStoredFile', () => {
  it('asks download-document for the path and returns its signed URL', async () => {
    const api = stubStorage(new Response('x'));
    await expect(signStoredFile('users/u/a.pdf')).resolves.toBe(SIGNED);
    expect(api.requestTo('/functions/download-document')?.body).toEqual({
      filePath: 'users/u/a.pdf',
    });
  });

  it('fails with no_signed_url when the signed URL is empty', async () => {
    stubStorage(new Response('x'), '');
    await expect(signStoredFile('users/u/a.pdf')).rejects.toMatchObject({
      name: 'StoredFileError',
      reason: 'no_signed_url',
    });
  });
});

describe('fetchStoredFile', () => {
  it('returns the file and the name the server gives it', async () => {
    stubStorage(
      new Response('%PDF', {
        headers: { 'content-disposition': 'attachment; filename="scan.pdf"' },
      }),
    );
    const file = await fetchStoredFile('users/u/a.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    expect(file.contentDisposition).toBe('attachment; filename="scan.pdf"');
  });

  it.each([
    ['an error answer', jsonResponse(404, { error: 'gone', code: 'not_found' })],
    ['no answer', new TypeError('Failed to fetch')],
  ])('fails with file_unavailable on %s', async (_, file) => {
    stubStorage(file);
    const error = await fetchStoredFile('users/u/a.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoredFileError);
    expect(error).toMatchObject({ reason: 'file_unavailable' });
  });

  it('rejects with the abort itself when the caller aborted', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    stubStorage(abort);
    controller.abort();
    await expect(fetchStoredFile('users/u/a.pdf', controller.signal)).rejects.toBe(abort);
  });
});
