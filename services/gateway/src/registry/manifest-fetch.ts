import { readFile, stat } from 'node:fs/promises';
import { AppError, redactUrl } from '@nomada/service-kit';
import { manifestInvalid } from './manifest-urls';

export const MAX_MANIFEST_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

/**
 * What the publisher is told whatever went wrong at the origin (no answer, a status, a redirect, a
 * body too large or too slow): one message, so the publish call tells nothing about what answers
 * where. The details go to the gateway's log.
 */
const UNREADABLE = 'it could not be read from its origin';

export type FetchLog = (details: Record<string, unknown>, message: string) => void;

/** Reads at most `limit` bytes, cancelling the body as soon as it passes the limit. */
async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

/**
 * GET (the manifest) or HEAD (its remoteEntry) on a URL already held to the allowed origins: no
 * redirect followed, 5 s for everything, the body capped while it streams.
 */
export async function fetchFromOrigin(
  url: URL,
  method: 'GET' | 'HEAD',
  log: FetchLog,
): Promise<string> {
  const refuse = (details: Record<string, unknown>) => {
    log({ url: redactUrl(url.href), method, ...details }, 'release origin refused the publish');
    return manifestInvalid(UNREADABLE);
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json, */*' },
    });
  } catch (error) {
    throw refuse({ error: (error as Error).message });
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => undefined);
    throw refuse({ status: response.status });
  }
  if (method === 'HEAD' || !response.body) return '';
  if (Number(response.headers.get('content-length') ?? 0) > MAX_MANIFEST_BYTES) {
    await response.body.cancel().catch(() => undefined);
    throw refuse({ declaredBytes: response.headers.get('content-length') });
  }
  let bytes: Buffer | null;
  try {
    bytes = await readCapped(response.body, MAX_MANIFEST_BYTES);
  } catch (error) {
    throw refuse({ error: (error as Error).message });
  }
  if (bytes === null) throw refuse({ overBytes: MAX_MANIFEST_BYTES });
  return bytes.toString('utf8');
}

/** A release file under RELEASES_DIR, which must be there (and, for a manifest, at most 1 MB). */
export async function readReleaseFile(file: string, { content = true } = {}): Promise<string> {
  try {
    const { size, isFile } = await stat(file).then((found) => ({
      size: found.size,
      isFile: found.isFile(),
    }));
    if (!isFile) throw manifestInvalid('not found in the releases');
    if (!content) return '';
    if (size > MAX_MANIFEST_BYTES) throw manifestInvalid('larger than 1 MB');
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw manifestInvalid('not found in the releases');
  }
}
