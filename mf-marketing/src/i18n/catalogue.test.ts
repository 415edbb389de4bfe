import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nomada/i18n/testing';
import { catalogue } from './catalogue';

describe('marketing catalogue', () => {
  it('has the same keys and placeholders in English and Spanish, none of them empty', () => {
    expect(catalogueProblems(catalogue.en, catalogue.es)).toEqual([]);
  });
});
