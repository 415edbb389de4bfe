import { z } from 'zod';
import {
  accountTypeSchema,
  isoTimeSchema,
  planSchema,
  profileStatusSchema,
} from './session-shapes';

/**
 * docs/product/data.md, "Registration record": what an applicant submitted at signup and where its
 * decision stands. Who decided is told by each reader in its own terms (identity's agent id, or the
 * agent's name on the agents' record), so `decided_by` is added by the schemas built on this one.
 */
export const registrationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  plan: planSchema.nullable(),
  account_type: accountTypeSchema,
  phone: z.string(),
  address: z.string(),
  nationality: z.string(),
  date_of_birth: z.string().nullable(),
  current_status: z.string(),
  company_name: z.string(),
  job_title: z.string(),
  work_location: z.string(),
  expected_start_date: z.string().nullable(),
  additional_info: z.string(),
  status: profileStatusSchema,
  rejection_reason: z.string().nullable(),
  email_confirmed: z.boolean(),
  submitted_at: isoTimeSchema,
  decided_at: isoTimeSchema.nullable(),
});
