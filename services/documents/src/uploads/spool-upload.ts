import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Leading bytes of the kinds the service takes (PDF, JPEG, PNG, ZIP for docx, OLE2 for doc). */
const SIGNATURES = [
  Buffer.from('%PDF-', 'latin1'),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
];
const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.length));

/** Whether `head` starts like an accepted kind; null while too few bytes have arrived to tell. */
export function startsLikeAcceptedKind(head: Buffer, complete: boolean): boolean | null {
  const matches = SIGNATURES.some(
    (signature) =>
      head.length >= signature.length && head.subarray(0, signature.length).equals(signature),
  );
  if (matches) return true;
  const couldStillMatch = SIGNATURES.some(
    (signature) =>
      head.length < signature.length && signature.subarray(0, head.length).equals(head),
  );
  return couldStillMatch && !complete ? null : false;
}

export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`upload over ${limit} bytes`);
  }
}

export class UploadKindRefusedError extends Error {
  constructor() {
    super('upload does not start like an accepted file type');
  }
}

export type SpooledFile = { path: string; size: number };

/**
 * Writes an incoming file stream to a new file in `dir`, counting as it goes: one byte over `limit`
 * (or first bytes that no accepted type starts with) stops the stream there and removes what was
 * written. The caller owns the returned file and removes it when done with it.
 */
export async function spoolUpload(
  source: Readable,
  { dir, limit }: { dir: string; limit: number },
): Promise<SpooledFile> {
  await mkdir(dir, { recursive: true });
  const spoolPath = path.join(dir, `${randomUUID()}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  let judged = false;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(new UploadTooLargeError(limit));
      if (!judged) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)]).subarray(
          0,
          SIGNATURE_BYTES,
        );
        const verdict = startsLikeAcceptedKind(head, false);
        if (verdict === false) return done(new UploadKindRefusedError());
        judged = verdict === true;
      }
      done(null, chunk);
    },
    flush(done) {
      if (!judged && size > 0 && startsLikeAcceptedKind(head, true) !== true)
        return done(new UploadKindRefusedError());
      done();
    },
  });
  const spool = createWriteStream(spoolPath, { flags: 'wx' });
  try {
    await pipeline(source, guard, spool);
  } catch (error) {
    // pipeline rejects before the file stream has closed, and a refusal can come before its file
    // has even opened: the open would then create the file after it was removed. Only 'close'
    // (not 'error', which may come first) says the file is there and done with.
    if (!spool.closed) await new Promise<void>((resolve) => spool.once('close', () => resolve()));
    await unlink(spoolPath).catch(() => undefined);
    throw error;
  }
  return { path: spoolPath, size };
}

export async function discardSpooled(file: SpooledFile): Promise<void> {
  await unlink(file.path).catch(() => undefined);
}

/**
 * Spool files a crashed process left behind. Only old ones go: instances sharing the folder may be
 * writing theirs right now.
 */
export async function removeStaleSpoolFiles(dir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  const cutoff = Date.now() - olderThanMs;
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).mtimeMs < cutoff) {
        await unlink(file);
        removed++;
      }
    } catch {
      // Finished or removed by its own request meanwhile.
    }
  }
  return removed;
}
