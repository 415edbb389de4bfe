import type { Kysely } from 'kysely';
import { createDecisionEventsTable, dropDecisionEventsTable } from '@nomada/service-kit';

/**
 * Decision 064: the decisions identity applies write their audit entry and email as an event in the same
 * transaction; review relays each once into its trail and acknowledges it here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createDecisionEventsTable(db, 'identity');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDecisionEventsTable(db, 'identity');
}
