import type { FileHandle } from 'node:fs/promises';

/** Exactly `length` bytes at `position`, or null when the file ends first. */
export async function readRange(
  handle: FileHandle,
  position: number,
  length: number,
): Promise<Buffer | null> {
  if (position < 0 || length < 0) return null;
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) return null;
    filled += bytesRead;
  }
  return buffer;
}

/** The last `length` bytes of a file of `size` bytes (all of it when shorter). */
export async function readTail(handle: FileHandle, size: number, length: number): Promise<Buffer> {
  const start = Math.max(0, size - length);
  return (await readRange(handle, start, size - start)) ?? Buffer.alloc(0);
}
