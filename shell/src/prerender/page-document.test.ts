import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Nomada</title><meta name="description" content="x">' +
  '<script defer src="/main.abc.js"></script></head><body><div id="root"></div></body></html>';

const render = (wake: string[] = ['wake/wake.123.js']) =>
  pageDocument({
    template: TEMPLATE,
    html: '<h1>Hello</h1>',
    styles: [],
    head: { title: 'Pricing & plans', description: 'What it costs' },
    data: { remote: 'mf_marketing', language: 'es', catalogues: {} },
    path: '/pricing',
    origin: 'https://nomada.example',
    languages: ['en', 'es'],
    scripts: { wake, prefetch: ['/mf-manifest.json', '/bootstrap.1.js'] },
  });

describe('pageDocument', () => {
  it('loads the wake script in place of the shell entry, which it starts later', () => {
    const html = render();
    expect(html).not.toContain('<script defer src="/main.abc.js">');
    const wake =
      /<script async src="\/wake\/wake\.123\.js" data-start="([^"]*)" data-prefetch="([^"]*)"><\/script>/.exec(
        html,
      );
    expect(wake).not.toBeNull();
    const attribute = (value: string) => JSON.parse(value.replaceAll('&quot;', '"')) as unknown;
    expect(attribute(wake![1]!)).toEqual(['/main.abc.js']);
    expect(attribute(wake![2]!)).toEqual(['/mf-manifest.json', '/bootstrap.1.js']);
  });

  it('carries the page in its language with its head', () => {
    const html = render();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Pricing &amp; plans</title>');
    expect(html).toContain('<div id="root"><h1>Hello</h1></div>');
    expect(html).toContain('hreflang="es" href="https://nomada.example/pricing?lang=es"');
  });

  it('refuses a build without a wake entry rather than serve a page nothing would start', () => {
    expect(() => render([])).toThrow(/wake entry/);
  });
});
