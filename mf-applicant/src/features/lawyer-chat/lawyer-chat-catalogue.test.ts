import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nomada/i18n/testing';
import { lawyerChatCatalogue } from './lawyer-chat-catalogue';

describe('lawyer chat catalogue', () => {
  it('has the same keys and placeholders in English and Spanish, none of them empty', () => {
    expect(catalogueProblems(lawyerChatCatalogue.en, lawyerChatCatalogue.es)).toEqual([]);
  });
});
