import { z } from 'zod';
import { CASE_AUTHORITIES, CASE_OUTCOMES, CASE_STAGES } from '../case-stages';
import { isRealDate } from '../validation/fields';
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
});

/** `case` of auth-get-dashboard-data: the current stage and every step, oldest first. */
export const caseSchema = z.object({ stage: caseStageSchema, events: z.array(caseEventSchema) });

const text = (max: number) => z.string().trim().max(max, 'text_too_long');
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
    date: z.string().refine(isRealDate, 'date_invalid').optional(),
    note: text(2000).optional(),
    outcome: z.enum(CASE_OUTCOMES, { error: 'invalid_request' }).optional(),
  })
  .superRefine((payload, ctx) => {
    const needs: Partial<Record<(typeof CASE_STAGES)[number], string[]>> = {
      submitted: ['authority', 'reference', 'date'],
      more_documents_requested: ['note'],
      resolved: ['outcome', 'date'],
    };
    for (const name of required(payload, needs[payload.stage] ?? []))
      ctx.addIssue({ code: 'custom', path: [name], message: 'case_details_required' });
  });

export type CaseEvent = z.infer<typeof caseEventSchema>;
export type Case = z.infer<typeof caseSchema>;
export type SetCaseStagePayload = z.infer<typeof setCaseStagePayloadSchema>;
