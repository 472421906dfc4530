import { Transform, type Readable, type TransformCallback } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal, asRefusal } from './file-refusal';

const MB = 1024 * 1024;

/** How much an archive may unpack to. Checked on the archive's directory before a byte is read. */
export interface ZipLimits {
  /** All its files together, unpacked. */
  totalBytes: number;
  /** One file, unpacked. */
  entryBytes: number;
  /** Files and folders. */
  entries: number;
  /** Unpacked size over packed size above which a file is a zip bomb… */
  bombRatio: number;
  /** …once it unpacks to more than this: a small file of one repeated byte is no threat. */
  bombCheckedFrom: number;
}

/** For an upload of at most 50 MB; an XLSX or a CommerceML archive packs 5–20 times. */
export const ZIP_LIMITS: ZipLimits = {
  totalBytes: 500 * MB,
  entryBytes: 200 * MB,
  entries: 20_000,
  bombRatio: 200,
  bombCheckedFrom: 1 * MB,
};

/** What `readBuffer` and `readText` read whole by default: XML parts, not data. */
export const ZIP_READ_WHOLE_MAX = 16 * MB;

/** A ZIP file opened for reading its files one by one, never unpacked to disk. */
export interface ZipArchive {
  /** Paths of the files in the archive's order, folders left out. */
  readonly names: string[];
  /** The unpacked size the archive declares for the file. */
  size(name: string): number;
  /**
   * The file's unpacked bytes. The stream fails with a `FileRefusal` as soon as more bytes come
   * out than the archive declared (a header that lies is a bomb), or fewer.
   */
  open(name: string): Promise<Readable>;
  /** The whole file; refused when it declares more than `maxBytes`. */
  readBuffer(name: string, maxBytes?: number): Promise<Buffer>;
  /** The whole file as UTF-8 text, its BOM dropped; refused when over `maxBytes`. */
  readText(name: string, maxBytes?: number): Promise<string>;
  /** Closes the file once the streams already open have ended. */
  close(): void;
}

const megabytes = (bytes: number) => Math.ceil(bytes / MB);

/**
 * Opens the ZIP file at `path` and checks its directory: refused (`FileRefusal`) if it is not a
 * ZIP, has too many files, a path leading outside its folder, two files of one name, or would
 * unpack to too much. Close it when done.
 */
export async function openZip(path: string, limits: Partial<ZipLimits> = {}): Promise<ZipArchive> {
  const allowed = { ...ZIP_LIMITS, ...limits };
  const zipFile = await openZipFile(path);
  try {
    return archiveOf(zipFile, await listFiles(zipFile, allowed));
  } catch (error) {
    zipFile.close();
    throw error;
  }
}

async function openZipFile(path: string): Promise<ZipFile> {
  try {
    // Names are decoded and checked here (checkedName); sizes by DeclaredSize, to refuse in our words.
    return await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: false,
    });
  } catch (error) {
    throw asRefusal(error, fileMessages.notZip);
  }
}

/** The archive's files by name, each checked against the limits. */
async function listFiles(zipFile: ZipFile, limits: ZipLimits): Promise<Map<string, Entry>> {
  if (zipFile.entryCount > limits.entries) {
    throw new FileRefusal(fileMessages.tooManyFiles(limits.entries));
  }
  const files = new Map<string, Entry>();
  let totalBytes = 0;
  try {
    for await (const entry of zipFile.eachEntry()) {
      const name = checkedName(entry);
      if (name.endsWith('/')) continue;
      if (files.has(name)) throw new FileRefusal(fileMessages.sameName(name));
      checkSize(entry, limits);
      totalBytes += entry.uncompressedSize;
      if (totalBytes > limits.totalBytes) {
        throw new FileRefusal(fileMessages.tooBig(megabytes(limits.totalBytes)));
      }
      files.set(name, entry);
    }
  } catch (error) {
    throw asRefusal(error, fileMessages.brokenZip);
  }
  return files;
}

/**
 * The entry's path, by yauzl's own rules (UTF-8 or CP437, the Info-ZIP Unicode path field), and
 * refused unless it stays inside the archive's folder: no `..` part, no leading `/` or drive
 * letter, no backslash (strict names: a Windows separator could hide a `..\`).
 */
function checkedName(entry: Entry): string {
  const { generalPurposeBitFlag, fileNameRaw, extraFields } = entry;
  const name = yauzl.getFileNameLowLevel(generalPurposeBitFlag, fileNameRaw, extraFields, true);
  if (yauzl.validateFileName(name) !== null) throw new FileRefusal(fileMessages.pathOutside(name));
  return name;
}

function checkSize(entry: Entry, limits: ZipLimits): void {
  const { uncompressedSize, compressedSize } = entry;
  if (uncompressedSize > limits.entryBytes) {
    throw new FileRefusal(fileMessages.tooBig(megabytes(limits.entryBytes)));
  }
  const packedTooTightly = uncompressedSize > compressedSize * limits.bombRatio;
  if (uncompressedSize > limits.bombCheckedFrom && packedTooTightly) {
    throw new FileRefusal(fileMessages.bomb);
  }
}

function archiveOf(zipFile: ZipFile, files: Map<string, Entry>): ZipArchive {
  const entryOf = (name: string) => {
    const entry = files.get(name);
    if (!entry) throw new Error(`No file «${name}» in the archive`);
    return entry;
  };
  const open = (name: string) => openEntry(zipFile, entryOf(name));
  const readBuffer = async (name: string, maxBytes = ZIP_READ_WHOLE_MAX) => {
    if (entryOf(name).uncompressedSize > maxBytes) {
      throw new FileRefusal(fileMessages.tooBig(megabytes(maxBytes)));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of await open(name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  return {
    names: [...files.keys()],
    size: (name) => entryOf(name).uncompressedSize,
    open,
    readBuffer,
    readText: async (name, maxBytes) => new TextDecoder().decode(await readBuffer(name, maxBytes)),
    close: () => zipFile.close(),
  };
}

async function openEntry(zipFile: ZipFile, entry: Entry): Promise<Readable> {
  if (!zipFile.isOpen) throw new Error('The archive is closed');
  if (entry.isEncrypted()) throw new FileRefusal(fileMessages.encrypted);
  let unpacked: Readable;
  try {
    unpacked = await zipFile.openReadStreamPromise(entry);
  } catch (error) {
    throw asRefusal(error, fileMessages.brokenZip);
  }
  const checked = new DeclaredSize(entry.uncompressedSize);
  unpacked.on('error', (error) => checked.destroy(asRefusal(error, fileMessages.brokenZip)));
  // A reader that stops early (or fails) stops the unpacking too.
  checked.on('close', () => unpacked.destroy());
  return unpacked.pipe(checked);
}

/**
 * Passes a file's bytes on while they stay within the size its header declared. Inflating more
 * than declared is a bomb, whatever the header says: the stream fails at the first byte over,
 * so memory holds at most a chunk beyond the limits checked on the directory.
 */
class DeclaredSize extends Transform {
  private passed = 0;

  constructor(private readonly declared: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.passed += chunk.length;
    if (this.passed > this.declared) callback(new FileRefusal(fileMessages.bomb));
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    callback(this.passed < this.declared ? new FileRefusal(fileMessages.brokenZip) : null);
  }
}
