import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@nomada/i18n';
import { stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { ConfirmEmailPage } from './confirm-email-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  await i18next.changeLanguage('en');
});

describe('ConfirmEmailPage', () => {
  it('sends the token of the link once and says the address is confirmed', async () => {
    window.history.replaceState(null, '', '/confirm-email#token=abc123');
    const api = stubFetch({ body: { success: true } });
    renderAt(<ConfirmEmailPage />, '/confirm-email');
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/functions/confirm-email', { token: 'abc123' }],
    ]);
    expect(window.location.hash).toBe('');
  });

  it('explains an invalid or used link, in Spanish too', async () => {
    await i18next.changeLanguage('es');
    window.history.replaceState(null, '', '/confirm-email#token=used');
    stubFetch({ status: 400, body: { error: 'x', code: 'email_confirmation_invalid' } });
    renderAt(<ConfirmEmailPage />, '/confirm-email');
    expect(
      await screen.findByRole('heading', { name: 'Este enlace no funciona' }),
    ).toBeInTheDocument();
  });

  it('needs no request at all for a link without a token', async () => {
    const api = stubFetch();
    renderAt(<ConfirmEmailPage />, '/confirm-email');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument(),
    );
    expect(api.requests).toEqual([]);
  });
});
