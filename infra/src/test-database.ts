import { postgresDataDir } from './postgres-placement';
import net from 'node:net';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

export type TestDatabase = {
  /** Where the tests' PostgreSQL comes from, for the log. */
  source: string;
  stop(): Promise<void>;
};

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => (socket.destroy(), resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Databases tests made and a run cut short (or killed) never dropped. */
async function dropLeftovers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname not in ('postgres', 'template0', 'template1')",
    );
    for (const { datname } of rows) {
      await client.query(
        `drop database if exists ${client.escapeIdentifier(datname)} with (force)`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL `npm test` runs against: TEST_DATABASE_URL when given; else the machine's server on
 * 127.0.0.1:5432 (the tests' default) when something answers there; else an embedded PostgreSQL with
 * its own folder (`dataDir`) on a free port, exported as TEST_DATABASE_URL to every later step.
 */
export async function provideTestDatabase(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  log: (line: string) => void;
  machineServer?: { host: string; port: number };
}): Promise<TestDatabase> {
  const { env, log } = options;
  const nothing = async () => undefined;
  if (env.TEST_DATABASE_URL) return { source: 'TEST_DATABASE_URL', stop: nothing };
  const machine = options.machineServer ?? { host: '127.0.0.1', port: 5432 };
  if (await answers(machine.host, machine.port)) {
    return { source: `the PostgreSQL on ${machine.host}:${machine.port}`, stop: nothing };
  }
  const port = await freePort();
  log(
    `nothing answers on ${machine.host}:${machine.port}; starting an embedded PostgreSQL for the tests on port ${port} (${options.dataDir})`,
  );
  const db = await startEmbeddedPostgres({
    dataDir: postgresDataDir(options.dataDir),
    port,
    stateFile: `${options.dataDir}.json`,
    log,
    output: (line) => log(`postgres | ${line}`),
    durable: false,
    maxConnections: 200,
  });
  try {
    await dropLeftovers(db.url);
  } catch (error) {
    await db.stop();
    throw error;
  }
  env.TEST_DATABASE_URL = db.url;
  return {
    source: `the embedded PostgreSQL on port ${port}`,
    stop: async () => {
      await db.stop();
      if (env.TEST_DATABASE_URL === db.url) delete env.TEST_DATABASE_URL;
    },
  };
}
