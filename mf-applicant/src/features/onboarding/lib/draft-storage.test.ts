import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, clearDraft, loadDraft, saveDraft } from './draft-storage';
import { emptyDraft } from './signup-draft';

const fallback = emptyDraft('basic');

describe('draft storage', () => {
  it('keeps the step and the fields for a reload', () => {
    const draft = {
      ...fallback,
      plan: 'premium' as const,
      first_name: 'Ana',
      terms_accepted: true,
    };
    saveDraft(3, draft);
    expect(loadDraft(fallback)).toEqual({ step: 3, draft });
  });

  it('never writes a password, even one slipped into the draft', () => {
    const draft = { ...fallback, password: 'Secret@pass1', confirmPassword: 'Secret@pass1' };
    saveDraft(2, draft);
    const stored = window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('Secret@pass1');
    expect(JSON.stringify(loadDraft(fallback))).not.toContain('Secret@pass1');
  });

  it('ignores damaged or foreign values', () => {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(fallback)).toBeUndefined();
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        step: 42,
        draft: { plan: 'gold', account_type: 'robot', first_name: 7, terms_accepted: 'yes' },
      }),
    );
    expect(loadDraft(fallback)).toEqual({ step: 5, draft: fallback });
  });

  it('forgets the draft once cleared', () => {
    saveDraft(1, fallback);
    clearDraft();
    expect(loadDraft(fallback)).toBeUndefined();
  });
});
