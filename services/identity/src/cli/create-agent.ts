import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createDb, createRedis, migrationDatabaseUrl } from '@nomada/service-kit';
import { emailField, newPasswordField, personNameField, validate } from '@nomada/contracts';
import { migrateDatabase } from '../db/migrate';
import type { Database } from '../db/schema';
import {
  findAccountByEmail,
  insertAccount,
  updateNames,
  updatePasswordHash,
} from '../db/repositories/accounts';
import { revokeUserSessions } from '../db/repositories/sessions';
import { createPasswordHasher, type PasswordHasher } from '../security/passwords';
import { createRevocationPublisher } from '../sessions/revocations';

export const USAGE =
  'Usage: create-agent --email <email> --password <password> --first-name <name> --last-name <name>\n' +
  'Creates an agent account, or updates the names and password of an existing agent.';

const agentSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: personNameField('first_name'),
  lastName: personNameField('last_name'),
});
export type AgentInput = z.input<typeof agentSchema>;

export type CreateAgentResult = {
  ok: true;
  action: 'created' | 'updated';
  userId: string;
  message: string;
  /** Sessions the update revoked in the database; main() also lists them in Redis. */
  revokedSessionIds: string[];
};
export class CreateAgentError extends Error {}

/** Creates or updates an agent; refuses applicants' emails and weak passwords. Idempotent. */
export async function createAgent(
  databaseUrl: string,
  input: Partial<AgentInput>,
  passwords: PasswordHasher = createPasswordHasher(),
): Promise<CreateAgentResult> {
  const missing = (['email', 'password', 'firstName', 'lastName'] as const).filter(
    (key) => !input[key],
  );
  if (missing.length)
    throw new CreateAgentError(`Missing ${missing.map(flagName).join(', ')}.\n${USAGE}`);
  const checked = validate(agentSchema, input);
  if (!checked.ok) throw new CreateAgentError(checked.message);
  const { email, password, firstName, lastName } = checked.data;

  // With roles, the owner's connection migrates and the runtime one writes the agent (decision 068).
  await migrateDatabase(migrationDatabaseUrl(databaseUrl));
  const db = createDb<Database>(databaseUrl, { max: 1 });
  try {
    const passwordHash = await passwords.hash(password);
    return await db.transaction().execute(async (trx): Promise<CreateAgentResult> => {
      const existing = await findAccountByEmail(trx, email);
      if (existing && existing.role !== 'agent') {
        throw new CreateAgentError(
          `${email} belongs to an applicant; an applicant cannot be turned into an agent.`,
        );
      }
      if (existing) {
        await updateNames(trx, existing.id, firstName, lastName);
        await updatePasswordHash(trx, existing.id, passwordHash);
        // A new password should not leave old sign-ins alive.
        const revokedSessionIds = await revokeUserSessions(trx, existing.id, 'password-change');
        return {
          ok: true,
          revokedSessionIds,
          action: 'updated',
          userId: existing.id,
          message: `Updated agent ${email} (names and password).`,
        };
      }
      const userId = await insertAccount(trx, {
        email,
        passwordHash,
        role: 'agent',
        language: 'en',
        firstName,
        lastName,
        plan: null,
        accountType: 'individual',
        status: 'approved',
        emailConfirmed: true,
      });
      return {
        ok: true,
        action: 'created',
        userId,
        message: `Created agent ${email}.`,
        revokedSessionIds: [],
      };
    });
  } finally {
    await db.destroy();
  }
}

function flagName(key: keyof AgentInput): string {
  return `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function parseAgentArgs(argv: readonly string[]): Partial<AgentInput> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  return {
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
}

/**
 * Other services check Redis, not the database: the revocations the update wrote to the outbox are
 * published now, or by the running identity service's relay when Redis does not answer here.
 */
async function publishRevocations(
  databaseUrl: string,
  sessionIds: readonly string[],
): Promise<void> {
  const redis = createRedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const db = createDb<Database>(databaseUrl, { max: 1 });
  const log = { info: () => undefined, error: () => undefined };
  try {
    await redis.ping();
    const publisher = createRevocationPublisher({
      db,
      redis,
      redisPrefix: process.env.REDIS_PREFIX || 'nomada',
      log,
    });
    await publisher.publish(sessionIds);
    console.log(`Signed the agent out of ${sessionIds.length} session(s).`);
  } catch (error) {
    console.warn(
      `Sessions were revoked in the database, but Redis could not be told (${String(error)}); ` +
        'the identity service publishes the revocations as soon as it reaches Redis.',
    );
  } finally {
    redis.disconnect();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new CreateAgentError('DATABASE_URL is required.');
  let input: Partial<AgentInput>;
  try {
    input = parseAgentArgs(process.argv.slice(2));
  } catch (error) {
    throw new CreateAgentError(
      `${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
  }
  const result = await createAgent(databaseUrl, input);
  console.log(result.message);
  if (result.revokedSessionIds.length)
    await publishRevocations(databaseUrl, result.revokedSessionIds);
}

const invokedDirectly =
  process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof CreateAgentError ? error.message : error);
    process.exit(1);
  });
}
