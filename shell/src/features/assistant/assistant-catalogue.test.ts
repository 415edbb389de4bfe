import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@nomada/i18n/testing';
import { assistantCatalogue } from './assistant-catalogue';

describe('assistant catalogue', () => {
  it('has the same keys and placeholders in English and Spanish, none of them empty', () => {
    expect(catalogueProblems(assistantCatalogue.en, assistantCatalogue.es)).toEqual([]);
  });

  it('says what docs/product/messages.md says', () => {
    expect(assistantCatalogue.en).toMatchObject({
      title: 'Visa Assistant',
      placeholder: 'Ask about visa requirements...',
      premiumTitle: 'Premium Feature',
      premiumText: 'Upgrade to premium to chat with our AI visa assistant',
      errorTitle: 'Error',
      failed: 'Failed to send message. Please try again.',
      apology:
        "I apologize, but I'm having trouble responding right now. Please try again in a moment.",
    });
  });
});
