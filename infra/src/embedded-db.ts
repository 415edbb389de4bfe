import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SessionQueryQueue } from './pglite-session-queue';

export type EmbeddedDb = { url: string; stop(): Promise<void> };
type DbState = { port: number; pid: number };

export const embeddedDbUrl = (port: number) =>
  `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => (socket.destroy(), resolve(true)));
  });
}

/** The embedded database another launcher is serving right now (from its state file), if any. */
export async function runningEmbeddedDb(stateFile: string): Promise<DbState | null> {
  if (!existsSync(stateFile)) return null;
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as DbState;
    if (processAlive(state.pid) && (await portAnswers(state.port))) return state;
  } catch {
    // A half-written or foreign file is treated as absent.
  }
  return null;
}

/**
 * PGlite served over the PostgreSQL protocol in this process. PGlite runs one query at a time, and the
 * socket server refuses more clients than `maxConnections`, so that must cover every pool at once.
 */
export async function startEmbeddedDb(options: {
  dataDir: string;
  port: number;
  maxConnections: number;
  stateFile: string;
}): Promise<EmbeddedDb> {
  const running = await runningEmbeddedDb(options.stateFile);
  if (running) {
    throw new Error(
      `The embedded database in ${options.dataDir} is already served by process ${running.pid} on port ${running.port}. ` +
        'Stop that copy, or start this one with another PORT or a DATABASE_URL.',
    );
  }
  mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const db = await PGlite.create(options.dataDir);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port,
    maxConnections: options.maxConnections,
  });
  // The server reads this private field for every connection; 0.2.17's own queue breaks concurrent pools.
  (server as unknown as { queryQueue: SessionQueryQueue }).queryQueue = new SessionQueryQueue(db);
  await server.start();
  writeFileSync(
    options.stateFile,
    JSON.stringify({ port: options.port, pid: process.pid } satisfies DbState),
  );
  let stopped = false;
  return {
    url: embeddedDbUrl(options.port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      rmSync(options.stateFile, { force: true });
      await server.stop();
      await db.close();
    },
  };
}
