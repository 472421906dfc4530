import { crc32, inflateRawSync } from 'node:zlib';

/**
 * The files of a ZIP archive by name, read from its central directory; each file's CRC-32 is
 * checked, as an archive reader does.
 */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('No end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory entry');
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    if (archive.readUInt32LE(local) !== 0x04034b50) throw new Error(`Bad local header: ${name}`);
    const dataStart =
      local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const packed = archive.subarray(dataStart, dataStart + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : packed;
    if (crc32(data) !== crc) throw new Error(`CRC mismatch: ${name}`);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#13;', '\r')
    .replaceAll('&amp;', '&');

/** The first sheet's rows of an XLSX file written with inline strings: texts and numbers. */
export function readXlsxRows(file: Buffer): (string | number | null)[][] {
  const sheet = unzip(file).get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (!sheet) throw new Error('No first sheet');
  return [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/gs)].map(([, row]) => {
    const cells: (string | number | null)[] = [];
    for (const [, ref, body] of row!.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/gs)) {
      const column = [...ref!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
      while (cells.length < column - 1) cells.push(null);
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(body!);
      cells.push(text ? unescapeXml(text[1]!) : Number(/<v>(.*?)<\/v>/.exec(body!)![1]));
    }
    return cells;
  });
}

/** The rows of a `;`-separated CSV with CRLF line ends and "" quotes, after its BOM. */
export function readCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('No BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 1; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') [cell, index] = [`${cell}"`, index + 1];
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') [row, cell] = [[...row, cell], ''];
    else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell, index] = [[], '', index + 1];
    } else cell += char;
  }
  if (cell || row.length > 0) throw new Error('The last row has no CRLF');
  return rows;
}
