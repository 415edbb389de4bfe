import { describe, expect, it } from 'vitest';
import { legalCatalogue, pagesCatalogue } from './catalogues';

function leaves(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe.each([
  ['marketing-pages', pagesCatalogue],
  ['marketing-legal', legalCatalogue],
])('%s catalogue', (_name, catalogue) => {
  const en = leaves(catalogue.en);
  const es = leaves(catalogue.es);

  it('has the same keys in English and Spanish, none of them empty', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(es)]) {
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });

  it('keeps the interpolation placeholders in both languages', () => {
    for (const key of Object.keys(en)) expect(placeholders(es[key])).toEqual(placeholders(en[key]));
  });

  it('translates rather than copies', () => {
    const same = Object.keys(en).filter(
      (key) => en[key] === es[key] && String(en[key]).split(' ').length > 3,
    );
    expect(same).toEqual([]);
  });
});
