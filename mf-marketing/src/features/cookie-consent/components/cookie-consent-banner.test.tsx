import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import { useConsentStore } from '../consent-store';
import { CONSENT_COOKIE, hasAnalyticsConsent, readConsent } from '../lib/consent-cookie';

function banner() {
  return screen.queryByRole('region', { name: /we value your privacy/i });
}

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  useConsentStore.getState().reload();
});

describe('cookie consent banner', () => {
  it('shows on a first visit with analytics off until accepted', async () => {
    await renderPage('/');
    expect(banner()).toBeInTheDocument();
    expect(hasAnalyticsConsent()).toBe(false);

    await userEvent.click(within(banner()!).getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(hasAnalyticsConsent()).toBe(true);
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('keeps "necessary only" in the nomada_consent cookie and does not ask again', async () => {
    const { unmount } = await renderPage('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(readConsent()).toMatchObject({ analytics: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
    unmount();

    useConsentStore.getState().reload();
    await renderPage('/how-it-works');
    expect(banner()).toBeNull();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('lets the visitor choose per category, analytics unticked by default', async () => {
    await renderPage('/');
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const analytics = screen.getByRole('checkbox', { name: /analytics/i });
    expect((analytics as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: /necessary/i }) as HTMLInputElement).disabled,
    ).toBe(true);
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('reopens from the cookie policy to change the choice', async () => {
    useConsentStore.getState().decide(true);
    await renderPage('/cookies');
    expect(banner()).toBeNull();
    expect(screen.getByText(/necessary and analytics cookies\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    expect(banner()).toBeInTheDocument();
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Necessary only' }));
    expect(hasAnalyticsConsent()).toBe(false);
    expect(screen.getByText(/necessary cookies only\./)).toBeInTheDocument();
  });

  it('treats a damaged cookie as no choice', async () => {
    expect(readConsent(`${CONSENT_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(readConsent('other=1')).toBeNull();
  });
});
