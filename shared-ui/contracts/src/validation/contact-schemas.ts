import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from './limits';

/** Home page interest form (docs/product/validation.md): trimmed, with the limits the inputs carry too. */
export const HOME_CONTACT_LIMITS = { name: 100, email: EMAIL_MAX, country: 100 } as const;
export const CONTACT_PAGE_LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  subject: 200,
  message: 5000,
} as const;

export const homeContactSchema = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, 'name_required')
    .max(HOME_CONTACT_LIMITS.name, 'name_too_long'),
  email: z
    .string({ error: 'contact_email_invalid' })
    .trim()
    .max(EMAIL_MAX, { error: 'email_too_long', abort: true })
    .regex(EMAIL_PATTERN, 'contact_email_invalid'),
  country: z
    .string({ error: 'country_required' })
    .trim()
    .min(1, 'country_required')
    .max(HOME_CONTACT_LIMITS.country, 'country_too_long'),
  source: z.literal('homepage'),
  website: z.string().max(1000).optional(),
});

export const contactPageSchema = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, 'name_required')
    .max(HOME_CONTACT_LIMITS.name, 'name_too_long'),
  email: z
    .string({ error: 'email_required' })
    .trim()
    .min(1, 'email_required')
    .max(EMAIL_MAX, { error: 'email_too_long', abort: true })
    .regex(EMAIL_PATTERN, 'email_invalid'),
  subject: z
    .string({ error: 'subject_required' })
    .trim()
    .min(1, 'subject_required')
    .max(CONTACT_PAGE_LIMITS.subject, 'subject_too_long'),
  message: z
    .string({ error: 'message_required' })
    .trim()
    .min(1, 'message_required')
    .max(CONTACT_PAGE_LIMITS.message, 'message_too_long'),
  source: z.literal('contact'),
  website: z.string().max(1000).optional(),
});

export const contactSubmissionSchema = z.discriminatedUnion(
  'source',
  [homeContactSchema, contactPageSchema],
  {
    error: 'invalid_request',
  },
);

export type HomeContactInput = z.infer<typeof homeContactSchema>;
export type ContactPageInput = z.infer<typeof contactPageSchema>;
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
