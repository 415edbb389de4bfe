import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';

function leaves(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

describe('agent catalogue', () => {
  it('has the same keys in English and Spanish, none of them empty', () => {
    const en = leaves(catalogue.en);
    const es = leaves(catalogue.es);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(es)]) {
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });

  it('keeps the interpolation placeholders in both languages', () => {
    const en = leaves(catalogue.en);
    const es = leaves(catalogue.es);
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const key of Object.keys(en)) expect(placeholders(es[key])).toEqual(placeholders(en[key]));
  });
});
