import { useState } from 'react';
import { totpCodeField, totpOwnerProofSchema, validate } from '@nomada/contracts';
import { isApiError, type ApiErrorCode } from '@nomada/state';

export type OwnerProof = { currentPassword: string; code?: string };

/** Server answers about one of the two fields: shown under it as well as in the toast. */
const PASSWORD_CODES: readonly ApiErrorCode[] = ['current_password_incorrect', 'password_required'];
const CODE_CODES: readonly ApiErrorCode[] = ['totp_required', 'totp_invalid', 'totp_locked'];

/**
 * What the server asks before the second factor changes (decision 015): the current password, and
 * a code of the current factor (from the app, or a recovery code) when two-factor sign-in is on.
 * Checks both as the server does before anything is sent, and places the server's answers under
 * the field they are about.
 */
export function useOwnerProof(needsCode: boolean) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordError, setPasswordError] = useState<ApiErrorCode>();
  const [codeError, setCodeError] = useState<ApiErrorCode>();

  function changePassword(value: string) {
    setPassword(value);
    setPasswordError(undefined);
  }

  function changeCode(value: string) {
    setCode(value);
    setCodeError(undefined);
  }

  function clear() {
    setPassword('');
    setCode('');
    setPasswordError(undefined);
    setCodeError(undefined);
  }

  /** The body to send, or undefined with the fields marked when something is missing or malformed. */
  function check(): OwnerProof | undefined {
    // Apps show the code as "123 456"; people copy it that way.
    const typedCode = code.replace(/\s+/g, '');
    const checked = validate(totpOwnerProofSchema, { currentPassword: password });
    const nextPasswordError = checked.ok ? undefined : checked.key;
    const nextCodeError: ApiErrorCode | undefined = !needsCode
      ? undefined
      : !typedCode
        ? 'totp_required'
        : validate(totpCodeField, typedCode).ok
          ? undefined
          : 'totp_invalid';
    setPasswordError(nextPasswordError);
    setCodeError(nextCodeError);
    if (nextPasswordError || nextCodeError) return undefined;
    return needsCode
      ? { currentPassword: password, code: typedCode }
      : { currentPassword: password };
  }

  /** Marks the field a refusal is about, if it is about one of them. */
  function showRefusal(error: unknown): void {
    if (!isApiError(error)) return;
    if (PASSWORD_CODES.includes(error.code)) setPasswordError(error.code);
    else if (CODE_CODES.includes(error.code)) setCodeError(error.code);
  }

  return {
    needsCode,
    password,
    code,
    passwordError,
    codeError,
    changePassword,
    changeCode,
    clear,
    check,
    showRefusal,
  };
}

export type OwnerProofState = ReturnType<typeof useOwnerProof>;
