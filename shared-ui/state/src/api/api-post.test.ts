import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiPost } from './api-post';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('apiPost', () => {
  it('sends JSON with the session cookies and returns the answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/functions/x', { a: 1 })).resolves.toEqual({ success: true });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/functions/x');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends FormData untouched so the browser sets the boundary', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('documentName', 'Passport');
    await apiPost('/functions/upload', form);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws the server error text, status and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(401, { error: 'Invalid credentials', fields: { email: 'x' } }),
        ),
    );
    const error = await apiPost('/functions/auth-login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'Invalid credentials',
      fields: { email: 'x' },
    });
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiPost('/functions/x')).rejects.toMatchObject({ status: 0 });
  });

  it('keeps a non-JSON failure readable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiPost('/functions/x')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});
