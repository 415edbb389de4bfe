import { z } from 'zod';
import { PLANS } from '../plans';

import { ACCOUNT_TYPES, PROFILE_STATUSES, ROLES } from './session-values';

export const roleSchema = z.enum(ROLES);
export const profileStatusSchema = z.enum(PROFILE_STATUSES);
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export const planSchema = z.enum(PLANS);

/** ISO 8601 time in UTC, as every answer writes times. */
export const isoTimeSchema = z.string().meta({ format: 'date-time' });

export const userSchema = z.object({ id: z.uuid(), email: z.string(), created_at: isoTimeSchema });

export const sessionSchema = z.object({
  /** When the access cookie expires. */
  expires_at: isoTimeSchema,
});

export const profileSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  plan: planSchema.nullable(),
  account_type: accountTypeSchema,
  accepted: z.boolean(),
  status: profileStatusSchema,
  rejection_reason: z.string().nullable(),
  email_confirmed: z.boolean(),
  /** Agents only: sign-in asks for a code from an authenticator app. */
  two_factor_enabled: z.boolean().optional(),
  /** Applicants: when they asked to move to premium (null when no request waits). */
  plan_upgrade_requested_at: isoTimeSchema.nullable().optional(),
});

/**
 * The person's own profile, as their session and update-profile answer it: the language of their
 * emails, and for applicants the contact details they gave at signup (others never see these here).
 */
export const ownProfileSchema = profileSchema.extend({
  language: z.enum(['en', 'es']).optional(),
  phone: z.string().optional(),
  address: z.string().optional(),
  nationality: z.string().optional(),
  /** `YYYY-MM-DD`, or null when not given. */
  date_of_birth: z.string().nullable().optional(),
  current_status: z.string().optional(),
});

/** `{user, session, profile, role}`; all four null when signed out. */
export const sessionPayloadSchema = z.object({
  user: userSchema.nullable(),
  session: sessionSchema.nullable(),
  profile: ownProfileSchema.nullable(),
  role: roleSchema.nullable(),
});

export const successSchema = z.object({ success: z.literal(true) });
export const profileAnswerSchema = z.object({ profile: ownProfileSchema });

export type Role = z.infer<typeof roleSchema>;
export type ProfileStatus = z.infer<typeof profileStatusSchema>;
export type AccountType = z.infer<typeof accountTypeSchema>;
export type User = z.infer<typeof userSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type Profile = z.infer<typeof ownProfileSchema>;
export type PublicProfile = z.infer<typeof profileSchema>;
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;
export type SuccessBody = z.infer<typeof successSchema>;

/** `totp-setup`: a new secret to enrol, shown as a QR code (SVG) and as text for manual entry. */
export const totpSetupAnswerSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
/** `totp-enable`: the one-time recovery codes, shown once. */
export const totpEnableAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
