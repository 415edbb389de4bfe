import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nomada/i18n/testing';
import { agentLawyerChatCatalogue } from './agent-lawyer-chat-catalogue';

describe('agent lawyer chat catalogue', () => {
  it('has the same keys and placeholders in English and Spanish, none of them empty', () => {
    expect(catalogueProblems(agentLawyerChatCatalogue.en, agentLawyerChatCatalogue.es)).toEqual([]);
  });
});
