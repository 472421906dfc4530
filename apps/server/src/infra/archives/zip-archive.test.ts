import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Zippable, strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal } from './file-refusal';
import { type ZipLimits, openZip } from './zip-archive';

const MB = 1024 * 1024;
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

let folder: string;
let written = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrina-zip-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Writes the bytes to a file of its own and gives its path. */
async function fileOf(bytes: Uint8Array | string): Promise<string> {
  const path = join(folder, `${++written}.zip`);
  await writeFile(path, bytes);
  return path;
}

const zipOf = (files: Zippable) => Buffer.from(zipSync(files));

/** Opening the archive fails with this message for the merchant. */
async function expectRefused(path: string, message: string, limits?: Partial<ZipLimits>) {
  const refusal = await openZip(path, limits).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(FileRefusal);
  expect((refusal as FileRefusal).message).toBe(message);
}

/** Offsets of a ZIP's local and central headers: `[local, central]` for each entry. */
function headerOffsets(zip: Buffer, signature: number): number[] {
  const offsets: number[] = [];
  for (let at = 0; at + 4 <= zip.length; at++) {
    if (zip.readUInt32LE(at) === signature) offsets.push(at);
  }
  return offsets;
}

/** Makes both headers of the archive's only file declare `size` unpacked bytes. */
function declareSize(zip: Buffer, size: number): Buffer {
  for (const at of headerOffsets(zip, LOCAL_HEADER)) zip.writeUInt32LE(size, at + 22);
  for (const at of headerOffsets(zip, CENTRAL_HEADER)) zip.writeUInt32LE(size, at + 24);
  return zip;
}

describe('openZip', () => {
  it('lists the files without their folders and reads them back', async () => {
    const photo = Uint8Array.from({ length: 3000 }, (_, index) => (index * 7) % 256);
    const path = await fileOf(
      zipOf({
        'import.xml': strToU8('<Товары/>'),
        'фото/': new Uint8Array(0),
        'фото/1.jpg': photo,
      }),
    );
    const zip = await openZip(path);
    try {
      expect(zip.names).toEqual(['import.xml', 'фото/1.jpg']);
      expect(zip.size('фото/1.jpg')).toBe(3000);
      expect(await zip.readText('import.xml')).toBe('<Товары/>');
      expect(new Uint8Array(await zip.readBuffer('фото/1.jpg'))).toEqual(photo);
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.open('фото/1.jpg')) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).length).toBe(3000);
    } finally {
      zip.close();
    }
  });

  it('refuses a file that is not a ZIP', async () => {
    await expectRefused(await fileOf('Название;Цена\nЧай;100\n'), fileMessages.notZip);
  });

  it.each(['../evil.txt', 'папка/../../evil.txt', '/etc/passwd', 'C:/evil.txt', '..\\evil.txt'])(
    'refuses a path outside the folder: %s',
    async (name) => {
      const path = await fileOf(zipOf({ 'ok.txt': strToU8('ok'), [name]: strToU8('зло') }));
      await expectRefused(path, fileMessages.pathOutside(name));
    },
  );

  it('refuses two files of one name', async () => {
    const zip = zipOf({ 'a.txt': strToU8('1'), 'b.txt': strToU8('2') });
    const renamed = Buffer.from(zip.toString('latin1').replaceAll('b.txt', 'a.txt'), 'latin1');
    await expectRefused(await fileOf(renamed), fileMessages.sameName('a.txt'));
  });

  it('refuses more files than allowed', async () => {
    const files = Object.fromEntries(['1', '2', '3', '4'].map((name) => [name, strToU8(name)]));
    await expectRefused(await fileOf(zipOf(files)), fileMessages.tooManyFiles(3), { entries: 3 });
  });

  it('refuses an archive that unpacks to more than allowed, in all or in one file', async () => {
    const text = strToU8('Чай зелёный, 100 г; '.repeat(40));
    const path = await fileOf(zipOf({ 'a.txt': text, 'b.txt': text }));
    await expectRefused(path, fileMessages.tooBig(1), { totalBytes: text.length + 10 });
    await expectRefused(path, fileMessages.tooBig(1), { entryBytes: text.length - 1 });
  });

  it('refuses a file packed too tightly: 2 MB of zeros is a bomb', async () => {
    const path = await fileOf(
      Buffer.from(zipSync({ 'zeros.bin': new Uint8Array(2 * MB) }, { level: 9 })),
    );
    await expectRefused(path, fileMessages.bomb);
  });

  it('stops a file whose header lies about its size at the first byte over it', async () => {
    const zip = zipSync({ 'small.txt': new Uint8Array(16 * MB) }, { level: 9 });
    const path = await fileOf(declareSize(Buffer.from(zip), 1000));
    const archive = await openZip(path);
    try {
      expect(archive.size('small.txt')).toBe(1000);
      let read = 0;
      const reading = (async () => {
        for await (const chunk of await archive.open('small.txt')) read += (chunk as Buffer).length;
      })();
      await expect(reading).rejects.toThrow(new FileRefusal(fileMessages.bomb));
      expect(read).toBeLessThanOrEqual(1000);
      await expect(archive.readText('small.txt')).rejects.toThrow(fileMessages.bomb);
    } finally {
      archive.close();
    }
  });

  it('refuses a file that ends short of its declared size as broken', async () => {
    const path = await fileOf(declareSize(zipOf({ 'a.txt': strToU8('коротко') }), 100));
    const archive = await openZip(path);
    try {
      await expect(archive.readText('a.txt')).rejects.toThrow(fileMessages.brokenZip);
    } finally {
      archive.close();
    }
  });

  it('refuses to read whole a file over the cap', async () => {
    const archive = await openZip(await fileOf(zipOf({ 'a.txt': strToU8('четыре') })));
    try {
      await expect(archive.readText('a.txt', 3)).rejects.toThrow(fileMessages.tooBig(1));
    } finally {
      archive.close();
    }
  });

  it('refuses to read an encrypted file', async () => {
    const zip = zipOf({ 'a.txt': strToU8('секрет') });
    for (const at of headerOffsets(zip, CENTRAL_HEADER)) zip.writeUInt16LE(1, at + 8);
    const archive = await openZip(await fileOf(zip));
    try {
      await expect(archive.open('a.txt')).rejects.toThrow(fileMessages.encrypted);
    } finally {
      archive.close();
    }
  });
});
