import { ACCOUNT_TYPES, isPlan } from '@nomada/contracts';
import { LAST_STEP } from '../onboarding-steps';
import { emptyDraft, type SignupDraft } from './signup-draft';

/** Session storage key of the wizard's draft (this tab only, gone when it closes). */
export const DRAFT_STORAGE_KEY = 'nomada.onboardingDraft';

export type StoredDraft = { step: number; draft: SignupDraft };

const TEXT_FIELD_MAX = 2000;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, TEXT_FIELD_MAX) : '';
}

/** Rebuilds a draft from stored JSON, keeping only known fields of the right type. */
function sanitise(raw: Record<string, unknown>, fallback: SignupDraft): SignupDraft {
  const draft = { ...fallback };
  for (const field of Object.keys(fallback) as Array<keyof SignupDraft>) {
    const value = raw[field];
    if (field === 'plan') draft.plan = isPlan(value) ? value : fallback.plan;
    else if (field === 'account_type')
      draft.account_type = (ACCOUNT_TYPES as readonly unknown[]).includes(value)
        ? (value as SignupDraft['account_type'])
        : '';
    else if (field === 'terms_accepted' || field === 'data_processing_consent')
      draft[field] = value === true;
    else draft[field] = textOf(value);
  }
  return draft;
}

/** The draft kept by an earlier visit in this tab, if any. Never holds a password. */
export function loadDraft(fallback: SignupDraft): StoredDraft | undefined {
  try {
    const text = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!text) return undefined;
    const parsed = JSON.parse(text) as { step?: unknown; draft?: unknown };
    if (typeof parsed.draft !== 'object' || parsed.draft === null) return undefined;
    const step =
      typeof parsed.step === 'number' && Number.isInteger(parsed.step)
        ? Math.min(Math.max(parsed.step, 0), LAST_STEP)
        : 0;
    return { step, draft: sanitise(parsed.draft as Record<string, unknown>, fallback) };
  } catch {
    // Blocked storage or a damaged value: start afresh.
    return undefined;
  }
}

/** Keeps the draft for a reload. The passwords are not part of a draft and are never written. */
export function saveDraft(step: number, draft: SignupDraft): void {
  try {
    // Only the draft's own fields are written, so nothing else held beside them can leak in.
    const fields = sanitise(draft as unknown as Record<string, unknown>, emptyDraft(draft.plan));
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step, draft: fields }));
  } catch {
    // Storage full or blocked: the wizard still works, it just forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
