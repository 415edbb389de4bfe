import { z } from 'zod';

/**
 * Issue 28 (docs/product/family.md): what the authorities require of a paper besides the paper itself.
 * A foreign public document needs an apostille (Hague Convention) and, when not in Spanish, a sworn
 * translation (traducción jurada). The agent sets each per case; the applicant sees it explained.
 */
export const LEGALISATIONS = ['apostille', 'none'] as const;
export const TRANSLATIONS = ['sworn', 'none'] as const;
export const REQUIREMENT_STATUSES = ['required', 'done', 'not_needed'] as const;
export type Legalisation = (typeof LEGALISATIONS)[number];
export type Translation = (typeof TRANSLATIONS)[number];
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const itemRequirementsSchema = z.object({
  legalisation: z.enum(LEGALISATIONS),
  legalisation_status: z.enum(REQUIREMENT_STATUSES),
  translation: z.enum(TRANSLATIONS),
  translation_status: z.enum(REQUIREMENT_STATUSES),
});
export type ItemRequirements = z.infer<typeof itemRequirementsSchema>;

/** A requirement of `none` is never required nor done; a real one is required until done. */
export function statusFits(requirement: string, status: RequirementStatus): boolean {
  return requirement === 'none' ? status === 'not_needed' : status !== 'not_needed';
}

/** agent-actions `setItemRequirements`: what the assigned agent decides for one paper of the case. */
export const setItemRequirementsPayloadSchema = z
  .object(
    {
      userId: z.uuid({ error: 'invalid_request' }),
      requiredDocumentId: z.uuid({ error: 'invalid_request' }),
      legalisation: z.enum(LEGALISATIONS, { error: 'invalid_request' }),
      legalisation_status: z.enum(REQUIREMENT_STATUSES, { error: 'invalid_request' }),
      translation: z.enum(TRANSLATIONS, { error: 'invalid_request' }),
      translation_status: z.enum(REQUIREMENT_STATUSES, { error: 'invalid_request' }),
    },
    { error: 'invalid_request' },
  )
  .superRefine((payload, ctx) => {
    if (!statusFits(payload.legalisation, payload.legalisation_status))
      ctx.addIssue({
        code: 'custom',
        path: ['legalisation_status'],
        message: 'requirement_status_mismatch',
      });
    if (!statusFits(payload.translation, payload.translation_status))
      ctx.addIssue({
        code: 'custom',
        path: ['translation_status'],
        message: 'requirement_status_mismatch',
      });
  });
export type SetItemRequirementsPayload = z.infer<typeof setItemRequirementsPayloadSchema>;
