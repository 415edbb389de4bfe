import type { AccountExport } from '@nomada/contracts';
import type { Account, Db } from '../db/repositories/accounts';
import { findAccountById } from '../db/repositories/accounts';
import { toOwnProfile, toUser } from './present';

type IdentityPart = Pick<AccountExport, 'user' | 'profile' | 'consents' | 'sessions'> & {
  case: Omit<AccountExport['case'], 'documents_retention'>;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What identity itself keeps about the person, in the export's shapes. */
export async function exportIdentityPart(db: Db, account: Account): Promise<IdentityPart> {
  const [registration, decision, sessions, agent] = await Promise.all([
    db
      .selectFrom('identity.registrations')
      .select(['terms_accepted', 'data_processing_consent', 'submitted_at'])
      .where('user_id', '=', account.id)
      .executeTakeFirst(),
    db
      .selectFrom('identity.profiles')
      .select('decided_at')
      .where('user_id', '=', account.id)
      .executeTakeFirst(),
    db
      .selectFrom('identity.sessions')
      .select(['created_at', 'last_active_at', 'revoked_at', 'expires_at'])
      .where('user_id', '=', account.id)
      .orderBy('created_at')
      .execute(),
    account.assigned_agent_id ? findAccountById(db, account.assigned_agent_id) : undefined,
  ]);
  const consents: AccountExport['consents'] = [];
  if (registration) {
    const givenAt = registration.submitted_at.toISOString();
    if (registration.terms_accepted !== null)
      consents.push({
        kind: 'terms_and_conditions',
        accepted: registration.terms_accepted,
        given_at: givenAt,
      });
    consents.push({
      kind: 'data_processing',
      accepted: registration.data_processing_consent,
      given_at: givenAt,
    });
  }
  const now = Date.now();
  return {
    user: toUser(account),
    profile: toOwnProfile(account),
    case: {
      plan: account.plan,
      registration_status: account.status,
      submitted_at: iso(registration?.submitted_at ?? null),
      decided_at: iso(decision?.decided_at ?? null),
      rejection_reason: account.rejection_reason,
      assigned_agent: agent
        ? {
            first_name: agent.first_name,
            last_name: agent.last_name,
            assigned_at: iso(account.assigned_at),
          }
        : null,
      plan_upgrade_requested_at: iso(account.plan_upgrade_requested_at),
    },
    consents,
    sessions: sessions.map((session) => {
      const ended =
        session.revoked_at ?? (session.expires_at.getTime() <= now ? session.expires_at : null);
      return {
        started_at: session.created_at.toISOString(),
        last_active_at: session.last_active_at.toISOString(),
        ended_at: iso(ended),
      };
    }),
  };
}
