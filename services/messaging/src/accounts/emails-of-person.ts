import { sql, type ExpressionBuilder } from 'kysely';
import type { MessagingDatabase } from '../db/schema';

/**
 * The emails that name a person: those to their address, and the team's copies that carry it as the
 * `email` parameter (a contact form, a plan-upgrade request). Addresses are compared without case:
 * the contact form keeps what the visitor typed, identity keeps it lower-cased.
 */
export function namesThePerson(
  eb: ExpressionBuilder<MessagingDatabase, 'messaging.emails'>,
  email: string,
) {
  const address = email.toLowerCase();
  return eb.or([
    eb(sql`lower(recipient)`, '=', address),
    eb(sql`lower(params->>'email')`, '=', address),
  ]);
}
