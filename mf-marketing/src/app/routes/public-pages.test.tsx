import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18next } from '@nomada/i18n';
import { useConsentStore } from '../../features/cookie-consent';
import { renderPage } from '../../testing/render-page';

function description() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

beforeEach(() => {
  // A choice already made keeps the banner out of these page checks.
  useConsentStore.getState().decide(false);
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('public pages', () => {
  it.each([
    ['/how-it-works', /four clear steps/i],
    ['/pricing', /one clear fee/i],
    ['/contact', /talk to our visa team/i],
    ['/terms', /^terms of use$/i],
    ['/cookies', /^cookie policy$/i],
    ['/privacy-policy', /^privacy policy$/i],
    ['/privacy', /^privacy policy$/i],
  ])('%s renders its page', async (path, heading) => {
    await renderPage(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(heading);
  });

  it('serves the same privacy policy at /privacy and /privacy-policy, linking to the cookie policy', async () => {
    const { unmount } = await renderPage('/privacy');
    const short = document.querySelector('article')?.textContent;
    unmount();
    await renderPage('/privacy-policy');
    expect(document.querySelector('article')?.textContent).toBe(short);
    expect(short).toMatch(/Nomada Visa Services OÜ/);
    expect(short).toMatch(/Andmekaitse Inspektsioon/);
    const link = screen.getByRole('link', { name: /read our cookie policy/i });
    expect(link.getAttribute('href')).toBe('/cookies');
  });

  it('dates the terms October 24, 2025 and names the courts of Tallinn', async () => {
    await renderPage('/terms');
    expect(screen.getByText('Last updated: October 24, 2025')).toBeInTheDocument();
    expect(document.querySelector('article')?.textContent).toMatch(/courts of Tallinn, Estonia/);
  });

  it('shows the how-it-works steps and leads to onboarding', async () => {
    await renderPage('/how-it-works');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('shows the contact form, email, business hours and three questions', async () => {
    await renderPage('/contact');
    expect(screen.getByRole('link', { name: 'support@nomada.es' }).getAttribute('href')).toBe(
      'mailto:support@nomada.es',
    );
    expect(screen.getByText('9:00-18:00')).toBeInTheDocument();
    expect(screen.getByText('10:00-14:00')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    // Native disclosures, closed until a question is opened (they work without scripts too).
    const questions = document.querySelectorAll('details');
    expect(questions).toHaveLength(3);
    for (const question of questions) expect(question.open).toBe(false);
    expect(screen.getByText('Which plan is right for me?').closest('summary')).toBeInTheDocument();
  });
});

describe('page title and description', () => {
  it.each([
    ['/', 'Spanish digital nomad visa, guided · Nomada'],
    ['/how-it-works', 'How it works · Nomada'],
    ['/pricing', 'Pricing · Nomada'],
    ['/contact', 'Contact · Nomada'],
    ['/terms', 'Terms of use · Nomada'],
    ['/cookies', 'Cookie policy · Nomada'],
    ['/privacy', 'Privacy policy · Nomada'],
  ])('%s is titled %j with its own description', async (path, title) => {
    await renderPage(path);
    expect(document.title).toBe(title);
    expect(description()?.length).toBeGreaterThan(50);
  });

  it('gives each page a different description', async () => {
    const seen = new Set<string | null | undefined>();
    for (const path of ['/', '/how-it-works', '/pricing', '/contact', '/terms', '/cookies']) {
      const { unmount } = await renderPage(path);
      seen.add(description());
      unmount();
    }
    expect(seen.size).toBe(6);
  });

  it('translates title and description into Spanish', async () => {
    await i18next.changeLanguage('es');
    await renderPage('/pricing');
    expect(document.title).toBe('Precios · Nomada');
    expect(description()).toMatch(/garantía de devolución de 30 días/);
  });

  it('follows a language switch on the open page', async () => {
    await renderPage('/cookies');
    expect(document.title).toBe('Cookie policy · Nomada');
    await i18next.changeLanguage('es');
    await screen.findByRole('heading', { level: 1, name: 'Política de cookies' });
    expect(document.title).toBe('Política de cookies · Nomada');
  });
});
