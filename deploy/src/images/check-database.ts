import pg from 'pg';
import { Redis } from 'ioredis';

const serverUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const checkRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of the check's own on this machine's PostgreSQL. Named like the browser tests' (their
 * helpers find the run's database among `nomada_e2e_*` by the agent it holds).
 */
export async function createCheckDatabase(
  runId: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nomada_e2e_images_${runId}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(checkRedisUrl(), { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
