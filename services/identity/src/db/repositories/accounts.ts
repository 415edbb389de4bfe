import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountType, Language, Plan, ProfileStatus, Role } from '@nomada/contracts';
import type { Database } from '../schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** A user with its profile: what every identity answer is built from. */
export type Account = {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  language: Language;
  created_at: Date;
  first_name: string;
  last_name: string;
  plan: Plan | null;
  account_type: AccountType;
  status: ProfileStatus;
  rejection_reason: string | null;
  email_confirmed: boolean;
  assigned_agent_id: string | null;
  assigned_at: Date | null;
  totp_secret: string | null;
  totp_last_step: string | null;
  plan_upgrade_requested_at: Date | null;
  /** What an applicant gave at signup's contact step (null for agents, who have no registration). */
  phone: string | null;
  address: string | null;
  nationality: string | null;
  date_of_birth: string | null;
  current_status: string | null;
};

function selectAccounts(db: Db) {
  return db
    .selectFrom('identity.users as u')
    .innerJoin('identity.profiles as p', 'p.user_id', 'u.id')
    .leftJoin('identity.registrations as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.password_hash',
      'u.role',
      'u.language',
      'u.created_at',
      'p.first_name',
      'p.last_name',
      'p.plan',
      'p.account_type',
      'p.status',
      'p.rejection_reason',
      'p.email_confirmed',
      'p.assigned_agent_id',
      'p.assigned_at',
      'u.totp_secret',
      'u.totp_last_step',
      'p.plan_upgrade_requested_at',
      'r.phone',
      'r.address',
      'r.nationality',
      'r.date_of_birth',
      'r.current_status',
    ]);
}

/** `email` must already be normalised (the contracts' emailField lower-cases it). */
export function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return selectAccounts(db).where('u.email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findAccountById(db: Db, id: string): Promise<Account | undefined> {
  return selectAccounts(db).where('u.id', '=', id).executeTakeFirst();
}

export function findAccountsByIds(db: Db, ids: readonly string[]): Promise<Account[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectAccounts(db).where('u.id', 'in', ids).execute();
}

/** What the agents' search matches: names and email, folded (lower case, no accents). */
function searchText(firstName: string, lastName: string, email: unknown) {
  return sql<string>`identity.fold(${firstName} || ' ' || ${lastName} || ' ' || ${email})`;
}

export type NewAccount = {
  email: string;
  passwordHash: string;
  role: Role;
  language: Language;
  firstName: string;
  lastName: string;
  plan: Plan | null;
  accountType: AccountType;
  status: ProfileStatus;
  emailConfirmed: boolean;
};

export async function insertAccount(
  trx: Transaction<Database>,
  account: NewAccount,
): Promise<string> {
  const { id } = await trx
    .insertInto('identity.users')
    .values({
      email: account.email.toLowerCase(),
      password_hash: account.passwordHash,
      role: account.role,
      language: account.language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('identity.profiles')
    .values({
      user_id: id,
      first_name: account.firstName,
      last_name: account.lastName,
      plan: account.plan,
      account_type: account.accountType,
      status: account.status,
      rejection_reason: null,
      email_confirmed: account.emailConfirmed,
      decided_at: null,
      decided_by: null,
      assigned_agent_id: null,
      assigned_at: null,
      search_text: searchText(account.firstName, account.lastName, account.email.toLowerCase()),
    })
    .execute();
  return id;
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('identity.users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateNames(
  db: Db,
  userId: string,
  firstName: string,
  lastName: string,
): Promise<void> {
  await db
    .updateTable('identity.profiles')
    .set((eb) => ({
      first_name: firstName,
      last_name: lastName,
      updated_at: new Date(),
      search_text: searchText(
        firstName,
        lastName,
        eb.selectFrom('identity.users').select('email').where('id', '=', userId),
      ),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/** Following a reset link proves the person reads that mailbox. */
export async function markEmailConfirmed(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('identity.profiles')
    .set({ email_confirmed: true, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export async function findPendingTotpSecret(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('identity.users')
    .select('totp_pending_secret')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.totp_pending_secret ?? null;
}
