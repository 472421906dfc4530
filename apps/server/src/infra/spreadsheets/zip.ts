import { crc32, deflateRawSync } from 'node:zlib';

/** A file to put into a ZIP archive. */
export interface ZipEntry {
  name: string;
  data: Buffer;
}

const DEFLATE = 8;
/** The names are UTF-8 (general purpose flag bit 11). */
const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** 1980-01-01 00:00 in DOS time: the entries carry no real time. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Packed extends ZipEntry {
  nameBytes: Buffer;
  packed: Buffer;
  crc: number;
  offset: number;
}

/** The fields a local header and a central directory entry share, from `version needed` on. */
function sharedFields(entry: Packed): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(DEFLATE, 4);
  fields.writeUInt16LE(0, 6);
  fields.writeUInt16LE(DOS_DATE, 8);
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.packed.length, 14);
  fields.writeUInt32LE(entry.data.length, 18);
  fields.writeUInt16LE(entry.nameBytes.length, 22);
  fields.writeUInt16LE(0, 24);
  return fields;
}

function localHeader(entry: Packed): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50);
  return Buffer.concat([signature, sharedFields(entry), entry.nameBytes]);
}

function centralEntry(entry: Packed): Buffer {
  const start = Buffer.alloc(6);
  start.writeUInt32LE(0x02014b50);
  start.writeUInt16LE(VERSION, 4);
  // Comment length, disk number, internal and external attributes, the local header's offset.
  const end = Buffer.alloc(14);
  end.writeUInt32LE(entry.offset, 10);
  return Buffer.concat([start, sharedFields(entry), end, entry.nameBytes]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/**
 * A ZIP archive of the entries, each deflated: what an XLSX file is. No ZIP64, so the archive
 * stays under 4 GB, far above what an export of capped rows makes.
 */
export function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const packed: Packed[] = [];
  let offset = 0;
  for (const entry of entries) {
    const each: Packed = {
      ...entry,
      nameBytes: Buffer.from(entry.name, 'utf8'),
      packed: deflateRawSync(entry.data),
      crc: crc32(entry.data),
      offset,
    };
    const header = localHeader(each);
    parts.push(header, each.packed);
    packed.push(each);
    offset += header.length + each.packed.length;
  }
  const directory = Buffer.concat(packed.map(centralEntry));
  return Buffer.concat([
    ...parts,
    directory,
    endOfDirectory(packed.length, directory.length, offset),
  ]);
}
