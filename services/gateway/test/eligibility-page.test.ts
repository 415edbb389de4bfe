import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(testConfig());
});
afterAll(async () => {
  await app.close();
});

const ask = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/pricing/eligibility?${query}`, headers });

const answers = (change: Record<string, string> = {}) =>
  new URLSearchParams({
    lang: 'en',
    'eu-citizen': 'no',
    income: '3,000',
    'income-period': 'monthly',
    'family-members': '0',
    'in-spain': 'yes',
    ...change,
  }).toString();

describe('GET /pricing/eligibility (the check sent before the scripts run)', () => {
  it('answers the result as a page, with the recommended plan one link away', async () => {
    const response = await ask(answers());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Your income meets the threshold');
    expect(response.body).toContain('€36,000');
    expect(response.body).toContain('€34,188');
    expect(response.body).toContain('href="/onboarding?plan=premium&amp;lang=en"');
    // The form comes again with what was sent, to try other figures.
    expect(response.body).toContain('value="3,000"');
    expect(response.body).toMatch(/name="in-spain" value="yes" checked/);
  });

  it('counts the family and names the shortfall, in Spanish', async () => {
    const response = await ask(
      answers({
        lang: 'es',
        income: '40000',
        'income-period': 'yearly',
        'family-members': '2',
        'in-spain': 'no',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('Con 2 familiares te faltarían 11.282');
    expect(response.body).toContain('href="/onboarding?plan=basic&amp;lang=es"');
    expect(response.body).toContain('Continuar con Básico');
  });

  it('tells an EU citizen they need no visa, whatever else was sent', async () => {
    const response = await ask(answers({ 'eu-citizen': 'yes', income: 'x' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You do not need this visa');
    expect(response.body).not.toContain('/onboarding?plan=');
  });

  it('takes the language from the cookie when the form does not name it', async () => {
    const query = answers().replace('lang=en&', '');
    const response = await ask(query, { cookie: 'nomada_lang=es' });
    expect(response.body).toContain('Tus ingresos alcanzan el umbral');
  });

  it('shows the empty form to a visitor who asked nothing', async () => {
    const response = await ask('lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Check my eligibility');
    expect(response.body).not.toContain('role="status"');
    expect(response.body).not.toContain('role="alert"');
  });

  it.each([
    ['an empty income', { income: '' }, ['Enter your income as a positive amount.']],
    ['a family of 21', { 'family-members': '21' }, ['Enter a whole number from 0 to 20.']],
    [
      'both wrong',
      { income: '-1', 'family-members': '2.5' },
      ['Enter your income as a positive amount.', 'Enter a whole number from 0 to 20.'],
    ],
  ])('answers 400 with the reasons for %s, the fields marked', async (_name, change, reasons) => {
    const response = await ask(answers(change));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert"');
    for (const reason of reasons) expect(response.body).toContain(reason);
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).not.toContain('role="status"');
  });

  it('escapes what it shows again and survives hostile queries', async () => {
    const script = await ask(answers({ income: '"><script>alert(1)</script>' }));
    expect(script.statusCode).toBe(400);
    expect(script.body).not.toContain('<script>');
    expect(script.body).toContain('&quot;&gt;&lt;script&gt;');

    const hostile = [
      `income=1&income=2&eu-citizen=no`,
      `income[a]=1&family-members[]=2`,
      `income=${'9'.repeat(5_000)}`,
      `income=${encodeURIComponent('١٢٣٤')}&family-members=${encodeURIComponent('٣')}`,
      `__proto__[income]=1&constructor=x&income-period=yearly`,
      `income=${'1,'.repeat(1_500)}x`,
    ];
    for (const query of hostile) {
      const started = performance.now();
      const response = await ask(query);
      expect(response.statusCode, query.slice(0, 40)).toBeLessThan(500);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
