import type { FileHandle } from 'node:fs/promises';
import { readRange } from './read-range';

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
/** Special sector numbers: anything at or above this ends a chain or marks a non-data sector. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const ROOT_ENTRY = 5;
const STORAGE_ENTRY = 1;
const STREAM_ENTRY = 2;
/** Where Word keeps a macro project. */
const MACRO_STORAGES = new Set(['Macros', '_VBA_PROJECT_CUR', 'VBA']);

type DirectoryEntry = { name: string; type: number };

/** Sector reads bounded by the file, each sector read once. */
function sectorReader(handle: FileHandle, size: number, sectorSize: number) {
  const sectorCount = Math.floor(size / sectorSize) - 1;
  const cache = new Map<number, Buffer>();
  return {
    sectorCount,
    async read(sector: number): Promise<Buffer | null> {
      if (sector < 0 || sector >= sectorCount) return null;
      const cached = cache.get(sector);
      if (cached) return cached;
      const data = await readRange(handle, (sector + 1) * sectorSize, sectorSize);
      if (data) cache.set(sector, data);
      return data;
    },
  };
}

async function fatSectorsOf(
  header: Buffer,
  reader: ReturnType<typeof sectorReader>,
  sectorSize: number,
): Promise<number[] | null> {
  const fatCount = header.readUInt32LE(44);
  if (fatCount === 0 || fatCount > reader.sectorCount) return null;
  const sectors: number[] = [];
  for (let index = 0; index < HEADER_DIFAT_ENTRIES && sectors.length < fatCount; index++)
    sectors.push(header.readUInt32LE(76 + index * 4));
  let difatSector = header.readUInt32LE(68);
  const perDifatSector = sectorSize / 4 - 1;
  for (let hops = 0; sectors.length < fatCount; hops++) {
    if (hops > reader.sectorCount) return null;
    const difat = await reader.read(difatSector);
    if (!difat) return null;
    for (let index = 0; index < perDifatSector && sectors.length < fatCount; index++)
      sectors.push(difat.readUInt32LE(index * 4));
    difatSector = difat.readUInt32LE(perDifatSector * 4);
  }
  return sectors.every((sector) => sector < reader.sectorCount) ? sectors : null;
}

async function readDirectory(
  header: Buffer,
  reader: ReturnType<typeof sectorReader>,
  fatSectors: number[],
  sectorSize: number,
): Promise<DirectoryEntry[] | null> {
  const perFatSector = sectorSize / 4;
  const nextSector = async (sector: number): Promise<number | null> => {
    const fat = await reader.read(fatSectors[Math.floor(sector / perFatSector)] ?? -1);
    return fat ? fat.readUInt32LE((sector % perFatSector) * 4) : null;
  };
  const entries: DirectoryEntry[] = [];
  const visited = new Set<number>();
  let sector = header.readUInt32LE(48);
  while (sector <= MAX_REGULAR_SECTOR) {
    if (visited.has(sector)) return null;
    visited.add(sector);
    const data = await reader.read(sector);
    if (!data) return null;
    for (let at = 0; at + DIRECTORY_ENTRY_BYTES <= data.length; at += DIRECTORY_ENTRY_BYTES) {
      const nameBytes = data.readUInt16LE(at + 64);
      const type = data.readUInt8(at + 66);
      if (type === 0) continue;
      if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) return null;
      entries.push({ name: data.toString('utf16le', at, at + nameBytes - 2), type });
    }
    const next = await nextSector(sector);
    if (next === null) return null;
    sector = next;
  }
  return entries;
}

/**
 * Whether an OLE2 compound file (what file-type calls cfb: .doc, but also .xls, .msi installers and
 * others) is a Word 97-2003 document: its directory, followed through the allocation table, has the
 * root entry and a `WordDocument` stream, and no macro project.
 */
export async function isWordBinaryDocument(handle: FileHandle, size: number): Promise<boolean> {
  const header = await readRange(handle, 0, 512);
  if (!header || !header.subarray(0, 8).equals(SIGNATURE)) return false;
  if (header.readUInt16LE(28) !== 0xfffe) return false;
  const sectorShift = header.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const reader = sectorReader(handle, size, sectorSize);
  if (reader.sectorCount < 1) return false;
  const fatSectors = await fatSectorsOf(header, reader, sectorSize);
  const entries = fatSectors && (await readDirectory(header, reader, fatSectors, sectorSize));
  if (!entries || entries[0]?.type !== ROOT_ENTRY) return false;
  const hasWordStream = entries.some(
    (entry) => entry.type === STREAM_ENTRY && entry.name === 'WordDocument',
  );
  const hasMacros = entries.some(
    (entry) => entry.type === STORAGE_ENTRY && MACRO_STORAGES.has(entry.name),
  );
  return hasWordStream && !hasMacros;
}
