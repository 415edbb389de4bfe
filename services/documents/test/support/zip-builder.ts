import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = {
  name: string;
  data: Buffer;
  /** 0 stores, 8 deflates (the default). */
  method?: 0 | 8;
  /** What the central directory claims instead of the truth (a lying archive). */
  claimedSize?: number;
  encrypted?: boolean;
};

export type ZipOptions = { prefix?: Buffer; suffix?: Buffer; comment?: Buffer };

/** A ZIP written by hand, so tests can make every kind of wrong one too. */
export function buildZip(
  entries: ZipEntry[],
  { prefix, suffix, comment }: ZipOptions = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = prefix?.length ?? 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const compressed = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.claimedSize ?? entry.data.length;
    const flags = 0x0800 | (entry.encrypted ? 1 : 0);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment?.length ?? 0, 20);
  return Buffer.concat([
    prefix ?? Buffer.alloc(0),
    ...locals,
    directory,
    end,
    comment ?? Buffer.alloc(0),
    suffix ?? Buffer.alloc(0),
  ]);
}
