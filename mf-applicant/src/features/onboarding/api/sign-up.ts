import { signupSchema, validate, type ValidationFailure } from '@nomada/contracts';
import { signUp, type SessionState } from '@nomada/state';
import type { Passwords, SignupDraft } from '../lib/signup-draft';

/** The `auth-signup` body of a draft: docs/product/data.md's signup fields under `userData`. */
export function signupBody(draft: SignupDraft, { password }: Passwords) {
  const { email, account_type, company_name, ...userData } = draft;
  return {
    email,
    password,
    userData: {
      ...userData,
      account_type: account_type || 'individual',
      // docs/product/validation.md: leaving business clears the company name.
      company_name: account_type === 'business' ? company_name : '',
    },
  };
}

export type SignupOutcome =
  { ok: true; session: SessionState } | { ok: false; failure: ValidationFailure };

/**
 * POST /functions/auth-signup through the shared session store, which signs the applicant in. The
 * whole body is checked against the contract first, as the server will check it again.
 */
export async function submitSignup(
  draft: SignupDraft,
  passwords: Passwords,
): Promise<SignupOutcome> {
  const checked = validate(signupSchema, signupBody(draft, passwords));
  if (!checked.ok) return { ok: false, failure: checked };
  const { email, password, userData } = checked.data;
  return { ok: true, session: await signUp(email, password, userData) };
}
