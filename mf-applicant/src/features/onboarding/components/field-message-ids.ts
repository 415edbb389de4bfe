import type { WizardField } from '../lib/signup-draft';
import { fieldId } from '../hooks/use-onboarding-wizard';

/** Ids of a field's input, hint and message, and the `aria-describedby` that ties them together. */
export function fieldIds(field: WizardField, { hint, error }: { hint?: boolean; error?: boolean }) {
  const control = fieldId(field);
  const hintId = `${control}-hint`;
  const errorId = `${control}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return { control, hintId, errorId, describedBy };
}
