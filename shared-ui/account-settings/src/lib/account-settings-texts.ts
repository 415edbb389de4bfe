/**
 * The keys the settings components read under `settings` of the catalogue namespace a remote passes
 * them, in en and es (check a catalogue's `settings` with
 * `satisfies { en: AccountSettingsTexts; es: AccountSettingsTexts }`).
 */
export type AccountSettingsTexts = {
  password: {
    title: string;
    description: string;
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
    /** Under the new password: the policy. */
    hint: string;
    submit: string;
    submitting: string;
    successTitle: string;
    successDescription: string;
    errorTitle: string;
    errorFallback: string;
    tooShortTitle: string;
  };
};
