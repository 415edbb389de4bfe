import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ownerUrls } from '../src/database-access';
import { approvedApplicants } from '../bench/documents-applicants';
import { instancePort } from '../src/replicas';
import { SERVICE_PORT_OFFSETS } from '@nomada/service-kit';
import {
  isReady,
  startDrillPlatform,
  Tally,
  verdict,
  waitUntil,
  type DrillPlatform,
  type Verdict,
} from './drill-platform';

const UPLOADS = 100;
const FILE_BYTES = 512 * 1024;

/** A valid PDF of FILE_BYTES whose padding makes it unique to `index`, so a download tells whose it is. */
function pdfFor(index: number): Buffer {
  const head = Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% upload ${index}\n%`);
  const end = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const body = Buffer.alloc(FILE_BYTES, 0x20);
  head.copy(body, 0);
  end.copy(body, FILE_BYTES - end.length);
  return body;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Outcome = { status: number; fileUrl?: string; cookie: string; hash: string };

async function upload(baseUrl: string, cookie: string, itemId: string, index: number) {
  const file = pdfFor(index);
  const form = new FormData();
  form.append('documentName', 'drill');
  form.append('requiredDocumentId', itemId);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'drill.pdf');
  try {
    const response = await fetch(`${baseUrl}/functions/auth-upload-document`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as { document?: { file_url: string } };
    return { status: response.status, fileUrl: body.document?.file_url, cookie, hash: sha(file) };
  } catch {
    return { status: 0, cookie, hash: sha(file) };
  }
}

/** The file a 201 promised, as its owner downloads it: its hash, or why not. */
async function downloaded(baseUrl: string, outcome: Outcome): Promise<string> {
  const link = await fetch(`${baseUrl}/functions/download-document`, {
    method: 'POST',
    headers: { cookie: outcome.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ filePath: outcome.fileUrl }),
  });
  if (link.status !== 200) return `link ${link.status}`;
  const { signedUrl } = (await link.json()) as { signedUrl: string };
  const file = await fetch(new URL(signedUrl, baseUrl), { headers: { cookie: outcome.cookie } });
  if (file.status !== 200) return `file ${file.status}`;
  return sha(Buffer.from(await file.arrayBuffer()));
}

/**
 * `downloaded`, once more when the connection itself failed (a kept-alive socket the gateway closed
 * as it was reused): a read after the drill, safe to repeat. What fails twice counts as lost.
 */
async function downloadedWithRetry(
  baseUrl: string,
  outcome: Outcome,
  onRetry: () => void,
): Promise<string> {
  try {
    return await downloaded(baseUrl, outcome);
  } catch {
    onRetry();
    try {
      return await downloaded(baseUrl, outcome);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return `fetch failed (${cause?.code ?? cause?.message ?? (error as Error).message})`;
    }
  }
}

async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    else found.push(relative);
  }
  return found;
}

/** Stored files no row names, and rows whose file is missing. */
async function storageAgainstRows(platform: DrillPlatform) {
  const root = String(platform.env.STORAGE_DIR);
  const files = (await filesUnder(root)).filter((file) => !file.startsWith('.incoming/'));
  const spool = (await filesUnder(root)).filter((file) => file.startsWith('.incoming/'));
  const client = new pg.Client({
    connectionString: ownerUrls('documents', platform.database).databaseUrl,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ storage_path: string }>(
      'select storage_path from documents.document_files',
    );
    const named = new Set(rows.map((row) => row.storage_path));
    const stored = new Set(files);
    return {
      orphans: files.filter((file) => !named.has(file)),
      missing: [...named].filter((file) => !stored.has(file)),
      spool: spool.length,
      rows: named.size,
    };
  } finally {
    await client.end();
  }
}

/**
 * kill -9 of one documents instance while 100 uploads of 512 KB are under way through the gateway:
 * every 201 must be downloadable byte for byte afterwards, the rest answered 5xx (or retried by the
 * gateway onto the other instance), and no stored file may be left without its row.
 */
export async function uploadsKillDrill(): Promise<Verdict> {
  const platform = await startDrillPlatform('uploads', { UPLOAD_LEFTOVER_AFTER_MS: '3000' });
  try {
    const applicants = await approvedApplicants(platform, Math.ceil(UPLOADS / 8), 'premium');
    const targets = applicants
      .flatMap(({ cookie, itemIds }) => itemIds.map((itemId) => ({ cookie, itemId })))
      .slice(0, UPLOADS);
    const victim = platform.pids()['documents-1'];
    if (!victim) throw new Error('the launcher did not name documents-1');

    let answered = 0;
    let answeredAtKill = -1;
    const kill = () => {
      if (answeredAtKill >= 0) return;
      answeredAtKill = answered;
      process.kill(victim, 'SIGKILL');
    };
    const started = performance.now();
    // Killed once a few uploads are answered (so others are mid-way), or after 1.5 s at the latest.
    const timer = setTimeout(kill, 1_500);
    const outcomes = await Promise.all(
      targets.map(async ({ cookie, itemId }, index) => {
        const outcome = await upload(platform.baseUrl, cookie, itemId, index);
        answered += 1;
        if (answered >= 10) kill();
        return outcome;
      }),
    );
    clearTimeout(timer);
    const seconds = (performance.now() - started) / 1000;

    const port = instancePort(platform.port, SERVICE_PORT_OFFSETS.documents, 0);
    const restarted = await waitUntil(
      async () => (platform.pids()['documents-1'] ?? victim) !== victim && (await isReady(port)),
      30_000,
    );
    const tally = new Tally();
    for (const outcome of outcomes) tally.add(outcome.status);
    const created = outcomes.filter((outcome) => outcome.status === 201);
    const lost: string[] = [];
    let retried = 0;
    for (const outcome of created) {
      const got = await downloadedWithRetry(platform.baseUrl, outcome, () => (retried += 1));
      if (got !== outcome.hash) lost.push(`${outcome.fileUrl}: ${got.slice(0, 12)}`);
    }
    // The leftover sweep of either instance removes what the killed one left (3 s here).
    let storage = await storageAgainstRows(platform);
    const orphansAtFirst = storage.orphans.length;
    await waitUntil(async () => {
      storage = await storageAgainstRows(platform);
      return storage.orphans.length === 0;
    }, 20_000);
    const unexpected = tally.where((status) => status !== 201 && (status < 500 || status > 599));
    return verdict(
      'uploads-kill: kill -9 of documents-1 during 100 concurrent uploads',
      [
        [restarted, 'documents-1 restarted and ready again'],
        [lost.length === 0, `every 201 downloadable as uploaded (${lost.join('; ')})`],
        [unexpected === 0, 'every other upload answered 5xx'],
        [
          storage.orphans.length === 0,
          `no stored file without its row (${storage.orphans.length})`,
        ],
        [storage.missing.length === 0, `no row without its file (${storage.missing.length})`],
      ],
      [
        `${UPLOADS} uploads of ${FILE_BYTES / 1024} KB in ${seconds.toFixed(1)} s; documents-1 killed after ${answeredAtKill} answers`,
        `answers: ${tally}`,
        `201 answers downloaded byte for byte: ${created.length - lost.length} of ${created.length} (${retried} needed a second try after a failed connection)`,
        `orphans when documents-1 was back: ${orphansAtFirst}; after the leftover sweep: ${storage.orphans.length}`,
        `stored files ${storage.rows} rows, rows without file ${storage.missing.length}, spool files left ${storage.spool} (swept after an hour)`,
      ],
    );
  } finally {
    await platform.stop();
  }
}
