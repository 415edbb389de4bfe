import { z } from 'zod';
import { caseDeadlineSchema } from './case-shapes';

/** Deadlines within this many working days are "due soon" (the first reminder goes out then). */
export const DUE_SOON_WORKING_DAYS = 5;

/** One open deadline of an applicant assigned to the calling agent. */
export const agentDeadlineSchema = caseDeadlineSchema.extend({
  userId: z.uuid(),
  applicant_name: z.string(),
  /** `request_answer`: the requested documents the applicant has not uploaded yet (or had refused). */
  missing_items: z.array(z.string()),
  /** Working days left (0: today, negative: overdue); null when more than a month away. */
  working_days_left: z.number().int().nullable(),
  overdue: z.boolean(),
});

/**
 * `agent-deadlines`: every open deadline of the agent's applicants, soonest first (so overdue ones
 * lead), and the dashboard's summary of them.
 */
export const agentDeadlinesSchema = z.object({
  deadlines: z.array(agentDeadlineSchema),
  summary: z.object({
    open: z.number().int(),
    due_soon: z.number().int(),
    overdue: z.number().int(),
  }),
});

/** `agent-calendar-link`: a new secret feed address; the previous one stops working. */
export const agentCalendarLinkSchema = z.object({ url: z.url() });

export type AgentDeadline = z.infer<typeof agentDeadlineSchema>;
export type AgentDeadlines = z.infer<typeof agentDeadlinesSchema>;
