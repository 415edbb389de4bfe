import { APPLICANT_PROFILE_FIELDS, type ProfileChanges } from '@nomada/contracts';
import { updateNames, type Account, type Db } from './accounts';

/** Saves what update-profile was given; everything left out stays as it is. */
export async function applyProfileChanges(
  db: Db,
  account: Account,
  changes: ProfileChanges,
): Promise<void> {
  const { first_name, last_name, language } = changes;
  if (first_name !== undefined || last_name !== undefined)
    await updateNames(
      db,
      account.id,
      first_name ?? account.first_name,
      last_name ?? account.last_name,
    );
  if (language !== undefined)
    await db
      .updateTable('identity.users')
      .set({ language, updated_at: new Date() })
      .where('id', '=', account.id)
      .execute();
  const details: Record<string, string | null> = Object.fromEntries(
    APPLICANT_PROFILE_FIELDS.flatMap((field) =>
      changes[field] === undefined ? [] : [[field, changes[field]]],
    ),
  );
  if (Object.keys(details).length === 0) return;
  // A date of birth cleared in the form is stored as "not given", as signup stores it.
  if (details.date_of_birth === '') details.date_of_birth = null;
  await db
    .updateTable('identity.registrations')
    .set(details)
    .where('user_id', '=', account.id)
    .execute();
}
