import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nomada/i18n/testing';
import { legalCatalogue, pagesCatalogue } from './catalogues';

describe.each([
  ['marketing-pages', pagesCatalogue],
  ['marketing-legal', legalCatalogue],
])('%s catalogue', (_name, catalogue) => {
  it('has the same keys and placeholders in English and Spanish, none of them empty', () => {
    expect(catalogueProblems(catalogue.en, catalogue.es)).toEqual([]);
  });
});
