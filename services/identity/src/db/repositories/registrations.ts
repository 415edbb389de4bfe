import type { AccountType, Plan, ProfileStatus } from '@nomada/contracts';
import type { NewRegistration } from '../schema';
import type { Db } from './accounts';

export async function insertRegistration(db: Db, registration: NewRegistration): Promise<void> {
  await db.insertInto('identity.registrations').values(registration).execute();
}

export type Decision = 'approved' | 'rejected';

/**
 * Moves a pending applicant to approved or rejected. Conditional on `pending`, so two agents
 * deciding at once cannot both win; answers false when it was no longer pending.
 */
export async function decidePendingRegistration(
  db: Db,
  userId: string,
  decision: Decision,
  reason: string | null,
  decidedBy: string | null,
): Promise<boolean> {
  const updated = await db
    .updateTable('identity.profiles')
    .set({
      status: decision,
      rejection_reason: decision === 'rejected' ? reason : null,
      decided_at: new Date(),
      decided_by: decidedBy,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export type RegistrationRecord = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  plan: Plan | null;
  account_type: AccountType;
  phone: string;
  address: string;
  nationality: string;
  date_of_birth: string | null;
  current_status: string;
  company_name: string;
  job_title: string;
  work_location: string;
  expected_start_date: string | null;
  additional_info: string;
  status: ProfileStatus;
  rejection_reason: string | null;
  email_confirmed: boolean;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
};
