import { z } from 'zod';
import {
  emailField,
  isoDateField,
  newPasswordField,
  optionalText,
  personNameField,
  phoneField,
} from './fields';
import { isAdult, PASSWORD_MAX } from './limits';
import { PLANS } from '../plans';

/** A password being checked (not chosen): any text up to a bound, so old passwords keep working. */
export const currentPasswordField = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .max(PASSWORD_MAX, 'password_too_long');

/** Six digits from the authenticator app, or one of the recovery codes (`xxxx-xxxx`). */
export const totpCodeField = z
  .string({ error: 'totp_invalid' })
  .trim()
  .max(20, { error: 'totp_invalid', abort: true })
  .regex(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i, 'totp_invalid');

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  /** Asked for (401 `totp_required`) when the account has two-factor sign-in. */
  totpCode: totpCodeField.optional(),
});

export const confirmEmailSchema = z.object({
  token: z
    .string({ error: 'email_confirmation_invalid' })
    .min(1, 'email_confirmation_invalid')
    .max(512, 'email_confirmation_invalid'),
});

export const totpEnableSchema = z.object({ code: totpCodeField });
/**
 * Changing the second factor proves who is there: the password, and a code of the current factor
 * (app or recovery code) whenever one is on; the server answers 400 `totp_required` when it is
 * missing then. Starting enrolment and turning two-factor sign-in off take the same proof.
 */
export const totpOwnerProofSchema = z.object({
  currentPassword: currentPasswordField,
  code: totpCodeField.optional(),
});
/** @alias the owner's proof, named after the operation that takes it. */
export const totpSetupSchema = totpOwnerProofSchema;
/** @alias the owner's proof, named after the operation that takes it. */
export const totpDisableSchema = totpOwnerProofSchema;

/** Signup fields of docs/product/data.md (`userData`). */
export const signupUserDataSchema = z
  .object({
    first_name: personNameField('first_name'),
    last_name: personNameField('last_name'),
    phone: phoneField.optional().default(''),
    address: optionalText(200),
    nationality: optionalText(100),
    date_of_birth: isoDateField.optional().default(''),
    current_status: optionalText(100),
    account_type: z
      .enum(['individual', 'business'], { error: 'account_type_invalid' })
      .default('individual'),
    company_name: optionalText(100),
    job_title: optionalText(100),
    work_location: optionalText(100),
    expected_start_date: isoDateField.optional().default(''),
    additional_info: optionalText(2000),
    plan: z.enum(PLANS, { error: 'plan_invalid' }).default('basic'),
    terms_accepted: z.boolean().optional(),
    data_processing_consent: z.literal(true, { error: 'consent_required' }),
  })
  .superRefine((data, ctx) => {
    if (data.date_of_birth && !isAdult(data.date_of_birth)) {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'date_of_birth_adult' });
    }
    if (data.terms_accepted === false) {
      ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: 'terms_required' });
    }
    if (data.account_type === 'business') {
      ctx.addIssue({ code: 'custom', path: ['account_type'], message: 'business_coming_soon' });
    }
  })
  // Moving away from business clears the company fields (docs/product/validation.md).
  .transform((data) =>
    data.account_type === 'business'
      ? data
      : { ...data, company_name: '', job_title: '', work_location: '', expected_start_date: '' },
  );

export const signupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  userData: signupUserDataSchema,
});

/** The browser's step 2 check: the confirmation is compared before anything is sent. */
export const passwordWithConfirmationSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords_do_not_match',
  });

export const recoverSchema = z.object({
  email: emailField,
  redirect_to: z.string().max(2000, 'invalid_request').optional(),
});

export const resetPasswordSchema = z.object({
  password: newPasswordField,
  access_token: z
    .string({ error: 'reset_link_invalid' })
    .min(1, 'reset_link_invalid')
    .max(512, 'reset_link_invalid'),
  refresh_token: z
    .string({ error: 'reset_link_invalid' })
    .min(1, 'reset_link_invalid')
    .max(512, 'reset_link_invalid'),
});

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: newPasswordField,
});

/** Reset and change-password forms: both fields, then equality, then the policy. */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'missing_information'),
    confirmPassword: z.string().min(1, 'missing_information'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwords_dont_match',
  })
  .pipe(z.object({ password: newPasswordField, confirmPassword: z.string() }));

/** Fields only an applicant's profile has (what they gave at signup's contact step). */
export const APPLICANT_PROFILE_FIELDS = [
  'phone',
  'address',
  'nationality',
  'date_of_birth',
  'current_status',
] as const;

/**
 * update-profile: any of the fields, each with signup's rule (docs/product/validation.md); what is left out
 * stays as it is. `language` is the language of every email to the person from then on.
 */
export const updateProfileSchema = z
  .object({
    first_name: personNameField('first_name').optional(),
    last_name: personNameField('last_name').optional(),
    phone: phoneField.optional(),
    address: z.string().trim().max(200, 'text_too_long').optional(),
    nationality: z.string().trim().max(100, 'text_too_long').optional(),
    date_of_birth: isoDateField.optional(),
    current_status: z.string().trim().max(100, 'text_too_long').optional(),
    language: z.enum(['en', 'es'], { error: 'language_invalid' }).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.date_of_birth && !isAdult(data.date_of_birth)) {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'date_of_birth_adult' });
    }
  });

/** account-delete: the current password proves it is the person, not someone at an open laptop. */
export const accountDeleteSchema = z.object({ password: currentPasswordField });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
export type SignupUserData = z.output<typeof signupUserDataSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type ProfileChanges = z.output<typeof updateProfileSchema>;
