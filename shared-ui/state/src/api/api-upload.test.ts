import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../testing';
import { apiUpload } from './api-upload';

let xhr: ReturnType<typeof stubXhr>;

function form() {
  const body = new FormData();
  body.append('documentName', 'Passport');
  body.append('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'passport.pdf');
  return body;
}

beforeEach(() => {
  xhr = stubXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiUpload', () => {
  it('posts the form with the session cookies and reports progress from 0 to 1', async () => {
    const onProgress = vi.fn();
    const body = form();
    const upload = apiUpload('/functions/auth-upload-document', body, { onProgress });
    const request = xhr.last();
    expect(request).toMatchObject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      withCredentials: true,
      body,
    });
    expect(request.requestHeaders).toEqual({ Accept: 'application/json' });
    request.progress(0, 2048);
    request.progress(512, 2048);
    request.progress(2048, 2048);
    request.respond(201, { success: true, document: { id: 'd1' } });
    await expect(upload).resolves.toEqual({ success: true, document: { id: 'd1' } });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0, 0.25, 1]);
  });

  it('ignores progress events that cannot say how much is left', async () => {
    const onProgress = vi.fn();
    const upload = apiUpload('/functions/x', form(), { onProgress });
    xhr.last().upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: false }));
    xhr.last().respond(201, { success: true });
    await upload;
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('rejects with the code of the error body', async () => {
    const upload = apiUpload('/functions/auth-upload-document', form());
    xhr.last().respond(400, {
      error: 'Please upload a PDF, Word document, or image file (JPG, PNG)',
      code: 'file_type_invalid',
    });
    await expect(upload).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'file_type_invalid',
    });
  });

  it('calls a non-JSON answer unexpected, and no answer a network error', async () => {
    const proxy = apiUpload('/functions/x', form());
    xhr.last().respondText(413, '<html>Too large</html>', 'Payload Too Large');
    await expect(proxy).rejects.toMatchObject({ status: 413, code: 'unexpected_response' });

    const offline = apiUpload('/functions/x', form());
    xhr.last().failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('aborts the request when the signal fires, and refuses an already aborted signal', async () => {
    const controller = new AbortController();
    const upload = apiUpload('/functions/x', form(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.last().aborted).toBe(true);

    await expect(
      apiUpload('/functions/x', form(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.created).toHaveLength(1);
  });
});
