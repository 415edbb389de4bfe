import { z } from 'zod';
import { CASE_AUTHORITIES, CASE_OUTCOMES, CASE_STAGES } from '../case-stages';
import { spanishToday } from '../legal-clocks/calendar-dates';
import { DEADLINE_KINDS, MAX_REQUESTED_ITEMS } from '../legal-clocks/deadline-rules';
import { isRealDate } from '../validation/limits';
import { isoTimeSchema } from './session-shapes';

export const caseStageSchema = z.enum(CASE_STAGES);

/** One step of a case's timeline; the fields its stage carries (the HTTP contract's table). */
export const caseEventSchema = z.object({
  stage: caseStageSchema,
  at: isoTimeSchema,
  /** The agent who moved it; null when documents moved it (`ready`) or for the start. */
  by: z.uuid().nullable(),
  authority: z.enum(CASE_AUTHORITIES).optional(),
  reference: z.string().optional(),
  /** `YYYY-MM-DD`: filed on (`submitted`) or decided on (`resolved`). */
  date: z.string().optional(),
  note: z.string().optional(),
  outcome: z.enum(CASE_OUTCOMES).optional(),
  /** `YYYY-MM-DD`: when the authority's request reached the applicant (`more_documents_requested`). */
  notified_on: z.string().optional(),
  /** The documents the authority asked for (`more_documents_requested`). */
  items: z.array(z.object({ name: z.string(), description: z.string().optional() })).optional(),
  /** `YYYY-MM-DD`: the granted permit's last day (`resolved`, granted). */
  valid_until: z.string().optional(),
});

/** One legal deadline of a case (the HTTP contract, "Legal clocks"). */
export const caseDeadlineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DEADLINE_KINDS),
  /** `YYYY-MM-DD`, already moved past non-working days where the law says so. */
  due_on: z.string(),
  /** The stage whose event started it. */
  source_event: caseStageSchema,
  done_at: isoTimeSchema.optional(),
});

/** `case` of auth-get-dashboard-data: the current stage, every step oldest first, and its deadlines. */
export const caseSchema = z.object({
  stage: caseStageSchema,
  events: z.array(caseEventSchema),
  deadlines: z.array(caseDeadlineSchema),
});

const text = (max: number) => z.string().trim().max(max, 'text_too_long');
const eventDate = z
  .string({ error: 'date_invalid' })
  .refine(isRealDate, { error: 'date_invalid', abort: true })
  .refine((value) => value <= spanishToday(), 'event_in_future');

/** Short enough that a request's ten names fit in one email parameter (EMAIL_PARAM_MAX_LENGTH). */
export const REQUESTED_ITEM_NAME_MAX = 150;

const requestedItemSchema = z.object(
  {
    name: z
      .string({ error: 'item_name_required' })
      .trim()
      .min(1, 'item_name_required')
      .max(REQUESTED_ITEM_NAME_MAX, 'text_too_long'),
    description: text(1000).optional(),
  },
  { error: 'invalid_request' },
);

const required = (fields: Record<string, unknown>, names: string[]) =>
  names.filter((name) => fields[name] === undefined || fields[name] === '');

/**
 * Payload of agent-actions `setCaseStage`. Any stage name parses (a move the table refuses is 409
 * `stage_not_allowed`, not 400); the fields a stage needs are checked here: `case_details_required`
 * names the missing ones.
 */
export const setCaseStagePayloadSchema = z
  .object({
    userId: z.uuid({ error: 'invalid_request' }),
    stage: z.enum(CASE_STAGES, { error: 'invalid_request' }),
    authority: z.enum(CASE_AUTHORITIES, { error: 'invalid_request' }).optional(),
    reference: text(200).optional(),
    date: eventDate.optional(),
    note: text(2000).optional(),
    outcome: z.enum(CASE_OUTCOMES, { error: 'invalid_request' }).optional(),
    notified_on: eventDate.optional(),
    items: z
      .array(requestedItemSchema, { error: 'invalid_request' })
      .max(MAX_REQUESTED_ITEMS, 'too_many_items')
      .optional(),
    valid_until: z.string({ error: 'date_invalid' }).refine(isRealDate, 'date_invalid').optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.valid_until && payload.date && payload.valid_until <= payload.date)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'valid_until_before_date' });
    const needs: Partial<Record<(typeof CASE_STAGES)[number], string[]>> = {
      submitted: ['authority', 'reference', 'date'],
      more_documents_requested: ['note'],
      resolved: ['outcome', 'date'],
      appeal_filed: ['date'],
    };
    for (const name of required(payload, needs[payload.stage] ?? []))
      ctx.addIssue({ code: 'custom', path: [name], message: 'case_details_required' });
  });

/**
 * agent-actions `correctCaseEvent` (decision 081): the assigned agent corrects the dates of the case's
 * latest step (a mistyped filing day, a notification learnt late); its deadlines are computed again.
 */
export const correctCaseEventPayloadSchema = z
  .object(
    {
      userId: z.uuid({ error: 'invalid_request' }),
      date: eventDate.optional(),
      notified_on: eventDate.optional(),
      valid_until: z
        .string({ error: 'date_invalid' })
        .refine(isRealDate, 'date_invalid')
        .optional(),
    },
    { error: 'invalid_request' },
  )
  .refine(
    (payload) =>
      payload.date !== undefined ||
      payload.notified_on !== undefined ||
      payload.valid_until !== undefined,
    { path: ['date'], message: 'case_details_required' },
  );
export type CorrectCaseEventPayload = z.infer<typeof correctCaseEventPayloadSchema>;

export type CaseEvent = z.infer<typeof caseEventSchema>;
export type CaseDeadline = z.infer<typeof caseDeadlineSchema>;
export type Case = z.infer<typeof caseSchema>;
export type SetCaseStagePayload = z.infer<typeof setCaseStagePayloadSchema>;
