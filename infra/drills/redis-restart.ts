import pg from 'pg';
import { ownerUrls } from '../src/database-access';
import { SMTPServer } from 'smtp-server';
import { ownRedis } from './own-redis';
import {
  delay,
  DRILL_PORT,
  startDrillPlatform,
  Tally,
  verdict,
  waitUntil,
  type Verdict,
} from './drill-platform';

const SUBMISSIONS = 500;
const CONCURRENCY = 10;
/** Beyond the platform's ports (DRILL_PORT…+44): this drill's Redis and mail server. */
const REDIS_PORT = DRILL_PORT + 66;
const SMTP_PORT = DRILL_PORT + 65;

/** A mail server on loopback that counts every delivery by its Message-ID (one per email row). */
async function countingSmtp(port: number) {
  const deliveries = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? `no-id-${deliveries.size}`;
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    distinct: () => deliveries.size,
    total: () => [...deliveries.values()].reduce((sum, n) => sum + n, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function submit(baseUrl: string, n: number): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}/functions/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'contact',
        name: `Drill ${n}`,
        email: `drill-${n}@nomada-drill.test`,
        subject: `Drill submission ${n}`,
        message: `Submission ${n} of the Redis drill.`,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * 500 contact submissions (each emails the team and the sender: 1,000 emails) while the drill's own
 * Redis is killed with -9 and started again two seconds later. Goals: 500 submissions stored, and
 * 1,000 emails delivered, each exactly once (counted by Message-ID at a mail server of its own).
 */
export async function redisRestartDrill(): Promise<Verdict> {
  const redis = await ownRedis(REDIS_PORT);
  const smtp = await countingSmtp(SMTP_PORT);
  const previousRedis = process.env.TEST_REDIS_URL;
  process.env.TEST_REDIS_URL = redis.url;
  try {
    const platform = await startDrillPlatform('redis', {
      REDIS_URL: redis.url,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CONTACT_LIMIT_PER_ADDRESS: '100000',
      // The relay queues again, soon, the rows whose queue jobs Redis lost (decision 005).
      RELAY_INTERVAL_MS: '1000',
      RELAY_MIN_AGE_MS: '3000',
    });
    try {
      const tally = new Tally();
      let next = 1;
      let killedAt = -1;
      let restartedAt = -1;
      const outage = (async () => {
        await waitUntil(() => next > 150, 60_000);
        killedAt = next - 1;
        await redis.kill();
        await delay(2_000);
        await redis.start();
        restartedAt = next - 1;
      })();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next <= SUBMISSIONS) tally.add(await submit(platform.baseUrl, next++));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      await outage;

      const client = new pg.Client({
        connectionString: ownerUrls('messaging', platform.database).databaseUrl,
      });
      await client.connect();
      let stored = 0;
      try {
        const { rows } = await client.query<{ count: string }>(
          `select count(*) from messaging.contact_submissions where email like '%@nomada-drill.test'`,
        );
        stored = Number(rows[0]?.count ?? 0);
      } finally {
        await client.end();
      }
      const expected = SUBMISSIONS * 2;
      const allArrived = await waitUntil(() => smtp.distinct() >= expected, 120_000);
      const arrivedAfter = (performance.now() - started) / 1000;
      // Late duplicates (a second send after a lease ran out) would come now.
      await delay(5_000);
      return verdict(
        'redis-restart: Redis killed (-9) and restarted during 500 contact submissions',
        [
          [tally.where((status) => status !== 200) === 0, 'every submission answered 200'],
          [stored === SUBMISSIONS, `${SUBMISSIONS} stored (${stored})`],
          [allArrived && smtp.distinct() === expected, `${expected} distinct emails delivered`],
          [smtp.total() === smtp.distinct(), 'no email delivered twice'],
        ],
        [
          `${SUBMISSIONS} submissions (${CONCURRENCY} at a time) in ${seconds.toFixed(1)} s; Redis killed after ${killedAt}, back after ${restartedAt}`,
          `answers: ${tally}`,
          `stored: ${stored}`,
          `emails: ${smtp.distinct()} distinct of ${expected}, ${smtp.total()} deliveries, all in by ${arrivedAfter.toFixed(0)} s`,
        ],
      );
    } finally {
      await platform.stop();
    }
  } finally {
    if (previousRedis === undefined) delete process.env.TEST_REDIS_URL;
    else process.env.TEST_REDIS_URL = previousRedis;
    await smtp.close();
    await redis.stop();
  }
}
