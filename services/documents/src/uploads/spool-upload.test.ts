import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  removeStaleSpoolFiles,
  spoolUpload,
  startsLikeAcceptedKind,
  UploadKindRefusedError,
  UploadTooLargeError,
} from './spool-upload';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nomada-spool-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A stream that yields `data` in chunks of `size`, as a socket would. */
const chunked = (data: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) =>
      data.subarray(i * size, (i + 1) * size),
    ),
  );
const pdfBytes = (length: number) =>
  Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(length - 5, 0x20)]);

describe('startsLikeAcceptedKind', () => {
  it('waits for enough bytes, then tells', () => {
    expect(startsLikeAcceptedKind(Buffer.from('%P'), false)).toBeNull();
    expect(startsLikeAcceptedKind(Buffer.from('%P'), true)).toBe(false);
    expect(startsLikeAcceptedKind(Buffer.from('%PDF-1.7'), false)).toBe(true);
    expect(startsLikeAcceptedKind(Buffer.from([0x89, 0x50]), false)).toBeNull();
    expect(startsLikeAcceptedKind(Buffer.from('MZ\x90\x00'), false)).toBe(false);
    expect(startsLikeAcceptedKind(Buffer.from([0x7f, 0x45, 0x4c, 0x46]), false)).toBe(false);
  });
});

describe('spoolUpload', () => {
  it('writes a file of exactly the limit, whatever the chunking', async () => {
    const data = pdfBytes(10_000);
    const spooled = await spoolUpload(chunked(data, 3), { dir, limit: 10_000 });
    expect(spooled.size).toBe(10_000);
    expect(await readdir(dir)).toEqual([path.basename(spooled.path)]);
  });

  it('stops one byte over the limit and removes what it wrote', async () => {
    await expect(
      spoolUpload(chunked(pdfBytes(10_001), 4096), { dir, limit: 10_000 }),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await readdir(dir)).toEqual([]);
  });

  it('stops at the first bytes no accepted type starts with, even one byte at a time', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(50_000)]);
    await expect(spoolUpload(chunked(elf, 1), { dir, limit: 100_000 })).rejects.toBeInstanceOf(
      UploadKindRefusedError,
    );
    await expect(
      spoolUpload(chunked(Buffer.from('%P'), 1), { dir, limit: 100 }),
    ).rejects.toBeInstanceOf(UploadKindRefusedError);
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves no file when it refuses the first bytes before its file has opened', async () => {
    // Opens wait behind the file system's busy threads, so refusals come before them.
    const busy = await mkdtemp(path.join(tmpdir(), 'nomada-spool-busy-'));
    let writing = true;
    const load = (async () => {
      for (let round = 0; writing; round++)
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            writeFile(path.join(busy, `${(round * 8 + i) % 40}`), Buffer.alloc(1 << 20)),
          ),
        );
    })();
    try {
      for (let attempt = 0; attempt < 200; attempt++)
        await expect(
          spoolUpload(Readable.from([Buffer.from('#!/bin/sh\n')]), { dir, limit: 100 }),
        ).rejects.toBeInstanceOf(UploadKindRefusedError);
    } finally {
      writing = false;
      await load;
      await rm(busy, { recursive: true, force: true });
    }
    // A file opened after its removal was tried would be there now.
    expect(await readdir(dir)).toEqual([]);
  }, 60_000);

  it('takes an empty file (the caller refuses it as no file)', async () => {
    expect((await spoolUpload(Readable.from([]), { dir, limit: 10 })).size).toBe(0);
  });
});

describe('removeStaleSpoolFiles', () => {
  it('removes only spool files older than the cutoff', async () => {
    const old = path.join(dir, 'old.part');
    const fresh = path.join(dir, 'fresh.part');
    const other = path.join(dir, 'notes.txt');
    for (const file of [old, fresh, other]) await writeFile(file, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await utimes(other, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleSpoolFiles(dir, 60 * 60 * 1000)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['fresh.part', 'notes.txt']);
    expect(await removeStaleSpoolFiles(path.join(dir, 'missing'), 0)).toBe(0);
  });
});
