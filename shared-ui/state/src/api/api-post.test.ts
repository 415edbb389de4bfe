import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing';
import { ApiError } from './api-error';
import { apiPost } from './api-post';

afterEach(() => vi.unstubAllGlobals());

describe('apiPost', () => {
  it('sends JSON with the session cookies and returns the answer', async () => {
    const api = stubFetch({ body: { success: true } });
    await expect(apiPost('/functions/x', { a: 1 })).resolves.toEqual({ success: true });
    const { path, body, init } = api.requests[0]!;
    expect(path).toBe('/functions/x');
    expect(body).toEqual({ a: 1 });
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData untouched so the browser sets the boundary', async () => {
    const api = stubFetch({ status: 201, body: { success: true } });
    const form = new FormData();
    form.append('documentName', 'Passport');
    await apiPost('/functions/upload', form);
    const { init } = api.requests[0]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws the code, status and fields of the error body', async () => {
    stubFetch({
      status: 401,
      body: { error: 'Invalid credentials', code: 'invalid_credentials', fields: { email: 'x' } },
    });
    const error = await apiPost('/functions/auth-login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid credentials',
      fields: { email: 'x' },
    });
  });

  it('calls a code it does not know an unexpected response', async () => {
    stubFetch({ status: 400, body: { error: 'Brand new rule', code: 'brand_new_rule' } });
    await expect(apiPost('/functions/x')).rejects.toMatchObject({
      status: 400,
      code: 'unexpected_response',
    });
  });

  it('turns a network failure into status 0 and network_error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiPost('/functions/x')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('gives a non-JSON failure the unexpected_response code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiPost('/functions/x')).rejects.toMatchObject({
      status: 502,
      code: 'unexpected_response',
      message: 'Bad Gateway',
    });
  });

  it('lets the caller abort', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init: RequestInit) =>
        Promise.reject(init.signal?.aborted ? new DOMException('Aborted', 'AbortError') : 0),
      ),
    );
    controller.abort();
    await expect(apiPost('/functions/x', undefined, controller)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
