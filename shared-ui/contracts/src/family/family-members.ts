import { z } from 'zod';
import { spanishToday } from '../legal-clocks/calendar-dates';
import { personNameField } from '../validation/fields';
import { isAdult, isRealDate } from '../validation/limits';
import { isoTimeSchema } from '../api/session-shapes';
import { FAMILY_RELATIONS } from './family-relations';

/**
 * Issue 28 (docs/product/family.md): the people who come with the applicant. One spouse or registered
 * partner; children under 18; older children and parents only when they depend on the applicant.
 */

export const familyMemberSchema = z.object({
  id: z.uuid(),
  relation: z.enum(FAMILY_RELATIONS),
  first_name: z.string(),
  last_name: z.string(),
  /** `YYYY-MM-DD`. */
  date_of_birth: z.string(),
  nationality: z.string(),
  dependent: z.boolean(),
  created_at: isoTimeSchema,
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** `family-member-add`: who the member is; the family-wide rules (one partner, eight people) are the server's. */
export const familyMemberAddSchema = z
  .object(
    {
      relation: z.enum(FAMILY_RELATIONS, { error: 'family_relation_invalid' }),
      first_name: personNameField('first_name'),
      last_name: personNameField('last_name'),
      date_of_birth: z
        .string({ error: 'date_invalid' })
        .trim()
        .max(10, { error: 'date_invalid', abort: true })
        .refine(isRealDate, { error: 'date_invalid', abort: true })
        .refine((value) => value <= spanishToday(), 'born_in_future'),
      nationality: z
        .string({ error: 'nationality_required' })
        .trim()
        .min(1, 'nationality_required')
        .max(100, 'text_too_long'),
      dependent: z.boolean({ error: 'invalid_request' }).optional().default(false),
    },
    { error: 'invalid_request' },
  )
  .superRefine((member, ctx) => {
    const grownUp = isRealDate(member.date_of_birth) && isAdult(member.date_of_birth);
    if (member.relation === 'child' && grownUp && !member.dependent)
      ctx.addIssue({ code: 'custom', path: ['dependent'], message: 'adult_child_not_dependent' });
    if (member.relation === 'parent' && !member.dependent)
      ctx.addIssue({ code: 'custom', path: ['dependent'], message: 'parent_not_dependent' });
  });
export type FamilyMemberAdd = z.output<typeof familyMemberAddSchema>;

export const familyMemberRemoveSchema = z.object(
  { memberId: z.uuid({ error: 'invalid_request' }) },
  { error: 'invalid_request' },
);

export const familyMemberAnswerSchema = z.object({ member: familyMemberSchema });

/** `agent-filing-pack`: whose case to download. */
export const agentFilingPackRequestSchema = z.object(
  { userId: z.uuid({ error: 'invalid_request' }) },
  { error: 'invalid_request' },
);
