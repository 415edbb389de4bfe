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

const UPLOAD = 'auth-upload-document';

/** A valid answer of the upload (the contract's uploadDocumentAnswerSchema). */
const uploaded = {
  success: true,
  document: {
    id: '9b2f3a4d-5c6e-4d7f-9a81-0b1c2d3e4f5a',
    user_id: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
    name: 'Passport',
    file_url: 'users/7b0c8a4e/passport.pdf',
    status: 'uploaded',
    uploaded_at: '2026-11-23T09:30:00.000Z',
    required_document_id: null,
    rejection_reason: null,
    files: [
      {
        id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
        file_url: 'users/7b0c8a4e/passport.pdf',
        original_filename: 'passport.pdf',
        mime_type: 'application/pdf',
        file_size: 8,
        uploaded_at: '2026-11-23T09:30:00.000Z',
        issued_on: null,
        expires_on: null,
      },
    ],
    revision: 1,
  },
};

beforeEach(() => {
  xhr = stubXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiUpload', () => {
  it('posts the form with the session cookies and reports progress from 0 to 1', async () => {
    const onProgress = vi.fn();
    const body = form();
    const upload = apiUpload(UPLOAD, body, { onProgress });
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
    request.respond(201, uploaded);
    await expect(upload).resolves.toEqual(uploaded);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0, 0.25, 1]);
  });

  it('ignores progress events that cannot say how much is left', async () => {
    const onProgress = vi.fn();
    const upload = apiUpload(UPLOAD, form(), { onProgress });
    xhr.last().upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: false }));
    xhr.last().respond(201, uploaded);
    await upload;
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('rejects with the code of the error body', async () => {
    const upload = apiUpload(UPLOAD, form());
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

  it('calls an answer the contract does not describe unexpected', async () => {
    const upload = apiUpload(UPLOAD, form());
    xhr.last().respond(201, { success: true, document: { id: 'd1' } });
    await expect(upload).rejects.toMatchObject({ status: 201, code: 'unexpected_response' });
  });

  it('calls a non-JSON answer unexpected, and no answer a network error', async () => {
    const proxy = apiUpload(UPLOAD, form());
    xhr.last().respondText(413, '<html>Too large</html>', 'Payload Too Large');
    await expect(proxy).rejects.toMatchObject({ status: 413, code: 'unexpected_response' });

    const offline = apiUpload(UPLOAD, form());
    xhr.last().failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('aborts the request when the signal fires, and refuses an already aborted signal', async () => {
    const controller = new AbortController();
    const upload = apiUpload(UPLOAD, form(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.last().aborted).toBe(true);

    await expect(apiUpload(UPLOAD, form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhr.created).toHaveLength(1);
  });
});
