import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { readRange, readTail } from './read-range';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const MAX_ENTRIES = 2000;
const MAX_CENTRAL_DIRECTORY_BYTES = 2 * 1024 * 1024;
/**
 * What all entries of a document may inflate to. A real 10 MB docx (mostly images, which barely
 * compress) stays far below; a zip bomb is stopped here after bounded work.
 */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8_NAME = 0x0800;

type Entry = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];
/** Macro projects: a document with one is a .docm, whatever it is called. */
const MACRO_PART = /(^|\/)vbaproject\.bin$|(^|\/)vbadata\.xml$/i;

function isSafeName(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\0') || name.startsWith('/'))
    return false;
  return !name.split('/').some((segment) => segment === '..' || segment === '.');
}

/** The end-of-central-directory record, which must end exactly where the file ends. */
function findEndRecord(tail: Buffer): number {
  for (let at = tail.length - EOCD_LENGTH; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    if (at + EOCD_LENGTH + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  return -1;
}

function readCentralDirectory(directory: Buffer, count: number): Entry[] | null {
  const entries: Entry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > directory.length) return null;
    const flags = directory.readUInt16LE(at + 8);
    const rawName = directory.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: rawName.toString(flags & FLAG_UTF8_NAME ? 'utf8' : 'latin1'),
      flags,
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
    });
    at = end;
  }
  return at === directory.length ? entries : null;
}

function isPlainEntry(entry: Entry): boolean {
  const zip64 = [entry.compressedSize, entry.uncompressedSize, entry.localOffset].includes(
    0xffffffff,
  );
  const encrypted = (entry.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0;
  return !zip64 && !encrypted && (entry.method === 0 || entry.method === 8);
}

class InflatedTooMuchError extends Error {}

/** Inflates one entry without keeping it: only its length and CRC are compared with what it claims. */
async function entryMatchesItsClaims(
  path: string,
  dataStart: number,
  entry: Entry,
  budget: { left: number },
): Promise<boolean> {
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) return false;
  let produced = 0;
  let crc = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      budget.left -= chunk.length;
      if (produced > entry.uncompressedSize || budget.left < 0)
        return done(new InflatedTooMuchError());
      crc = crc32(chunk, crc);
      done();
    },
  });
  const compressed =
    entry.compressedSize === 0
      ? null
      : createReadStream(path, { start: dataStart, end: dataStart + entry.compressedSize - 1 });
  try {
    if (entry.method === 8) {
      const inflate = createInflateRaw();
      if (compressed) await pipeline(compressed, inflate, counter);
      else return entry.uncompressedSize === 0;
    } else if (compressed) {
      await pipeline(compressed, counter);
    }
  } catch {
    return false;
  }
  return produced === entry.uncompressedSize && crc >>> 0 === entry.crc;
}

/**
 * Whether a file file-type called docx is a plain Word document and nothing else: one ZIP from the
 * first byte to the last (no data before or after it, so not a polyglot), its central directory and
 * local headers agreeing, no encryption, ZIP64 or overlapping entries, the parts of a Word document
 * present and no macro project, and every entry inflating to exactly the size and CRC it claims
 * within MAX_INFLATED_BYTES in all (a zip bomb stops there).
 */
export async function isPlainWordZip(
  handle: FileHandle,
  path: string,
  size: number,
): Promise<boolean> {
  if (size < EOCD_LENGTH) return false;
  const tail = await readTail(handle, size, EOCD_LENGTH + MAX_COMMENT_LENGTH);
  const at = findEndRecord(tail);
  if (at < 0) return false;
  const endRecordOffset = size - tail.length + at;
  const disk = tail.readUInt16LE(at + 4);
  const directoryDisk = tail.readUInt16LE(at + 6);
  const entriesHere = tail.readUInt16LE(at + 8);
  const count = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) return false;
  if (count === 0 || count > MAX_ENTRIES || directorySize > MAX_CENTRAL_DIRECTORY_BYTES)
    return false;
  if (directoryOffset + directorySize !== endRecordOffset) return false;

  const directory = await readRange(handle, directoryOffset, directorySize);
  const entries = directory && readCentralDirectory(directory, count);
  if (!entries || !entries.every(isPlainEntry) || !entries.every((e) => isSafeName(e.name)))
    return false;
  const names = new Set(entries.map((entry) => entry.name));
  if (names.size !== entries.length) return false;
  if (!REQUIRED_PARTS.every((part) => names.has(part))) return false;
  if (entries.some((entry) => MACRO_PART.test(entry.name))) return false;
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > MAX_INFLATED_BYTES) return false;

  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  if (byOffset[0]?.localOffset !== 0) return false;
  const budget = { left: MAX_INFLATED_BYTES };
  for (const [index, entry] of byOffset.entries()) {
    const header = await readRange(handle, entry.localOffset, 30);
    if (!header || header.readUInt32LE(0) !== LOCAL_SIGNATURE) return false;
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    const localName = await readRange(handle, entry.localOffset + 30, nameLength);
    if (
      !localName ||
      localName.toString(entry.flags & FLAG_UTF8_NAME ? 'utf8' : 'latin1') !== entry.name
    )
      return false;
    const dataStart = entry.localOffset + 30 + nameLength + extraLength;
    const nextStart = byOffset[index + 1]?.localOffset ?? directoryOffset;
    // Entries never share bytes (overlapping entries are how small files claim huge contents).
    if (dataStart + entry.compressedSize > nextStart) return false;
    if (!(await entryMatchesItsClaims(path, dataStart, entry, budget))) return false;
  }
  return true;
}
