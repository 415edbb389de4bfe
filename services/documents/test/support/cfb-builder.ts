const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: number, startSector: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(entry, 0);
  entry.writeUInt16LE(encoded.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67);
  entry.writeUInt32LE(FREE, 68);
  entry.writeUInt32LE(FREE, 72);
  entry.writeUInt32LE(FREE, 76);
  entry.writeUInt32LE(startSector, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * An OLE2 compound file (version 3, 512-byte sectors) with the given streams and storages in its
 * directory: a Word 97-2003 document has a `WordDocument` stream; an installer (.msi) or a
 * spreadsheet has others. Stream contents are filler; only the structure matters here.
 */
export function buildCompoundFile(
  entries: { name: string; type: 'stream' | 'storage' }[],
  streamBytes = 4096,
): Buffer {
  const streamSectors = Math.ceil(streamBytes / SECTOR);
  // Sector 0: the FAT; sector 1: the directory; then one data run per stream.
  const sectorCount = 2 + streamSectors * entries.length;
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let sector = 2; sector < sectorCount; sector++) {
    const lastOfRun = (sector - 2) % streamSectors === streamSectors - 1;
    fat.writeUInt32LE(lastOfRun ? END_OF_CHAIN : sector + 1, sector * 4);
  }
  const directory = Buffer.alloc(SECTOR);
  directoryEntry('Root Entry', 5, END_OF_CHAIN, 0).copy(directory, 0);
  entries.slice(0, 3).forEach((entry, index) => {
    const start = 2 + index * streamSectors;
    directoryEntry(
      entry.name,
      entry.type === 'stream' ? 2 : 1,
      entry.type === 'stream' ? start : 0,
      entry.type === 'stream' ? streamBytes : 0,
    ).copy(directory, (index + 1) * 128);
  });
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let index = 0; index < 109; index++)
    header.writeUInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);
  const data = Buffer.alloc(streamSectors * SECTOR * entries.length, 0x41);
  return Buffer.concat([header, fat, directory, data]);
}
