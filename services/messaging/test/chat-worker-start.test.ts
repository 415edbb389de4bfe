import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startChatMaintenance } from '../src/chat/chat-maintenance';
import { createTestContext, silentLogger } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let brokenDir: string;

beforeAll(async () => {
  context = await createTestContext();
  brokenDir = mkdtempSync(path.join(tmpdir(), 'nomada-broken-knowledge-'));
  writeFileSync(
    path.join(brokenDir, 'fees.md'),
    '# Fees\n\n## uge-fee\nanswers: amount\nas_of: 2026-02-01\nsources:\n- A | https://example.org\n\n### en\nIt costs €73.26.\n\n### es\nCuesta 37,26 €.\n',
  );
});
afterAll(async () => {
  rmSync(brokenDir, { recursive: true, force: true });
  await context.close();
});

describe('the messaging worker and its knowledge base', () => {
  it('refuses to start on a broken knowledge base, naming the file and line', async () => {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: context.config.DATABASE_URL,
        REDIS_URL: context.config.REDIS_URL,
        REDIS_PREFIX: context.prefix,
        SESSION_SECRET: context.config.SESSION_SECRET,
        MAILBOX_DIR: context.mailboxDir,
        LOG_LEVEL: 'silent',
        KNOWLEDGE_DIR: brokenDir,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    worker.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => worker.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('messaging-worker could not start');
    expect(stderr).toContain(
      `${path.basename(brokenDir)}/fees.md:3: fact "uge-fee": the English figures (73.26) differ from the Spanish ones (37.26)`,
    );
  });
});

describe('chat retention', () => {
  it('deletes visa-assistant questions older than the retention period', async () => {
    const insert = (daysAgo: number) =>
      context.db
        .insertInto('messaging.chat_requests')
        .values({
          user_id: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
          question: `asked ${daysAgo} days ago`,
          history: '[]',
          interface_language: 'en',
          created_at: sql`now() - make_interval(days => ${daysAgo})`,
        })
        .execute();
    await insert(31);
    await insert(2);
    const maintenance = startChatMaintenance({
      reminder: {
        db: context.db,
        directory: { lookupUsers: async () => new Map(), finishedCases: async () => [] },
        waitMs: 60_000,
        enqueueEmails: async () => undefined,
        logger: silentLogger,
      },
      db: context.db,
      sweepMs: 60_000,
      retentionDays: 30,
      logger: silentLogger,
    });
    await maintenance.tick();
    await maintenance.close();
    const left = await context.db
      .selectFrom('messaging.chat_requests')
      .select('question')
      .execute();
    expect(left).toEqual([{ question: 'asked 2 days ago' }]);
  });
});
