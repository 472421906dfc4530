import type { ImportFormat } from '@vitrina/contracts/catalog-import/jobs';
import { open } from 'node:fs/promises';

const HEAD_BYTES = 4096;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first bytes of the file: enough to tell a zip, an XML feed or a text table apart. */
async function headOf(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** What is inside a zip: a workbook or a CommerceML exchange; null for anything else. */
export function zipFormat(names: string[]): ImportFormat | null {
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.some((name) => /(^|\/)import[^/]*\.xml$/i.test(name))) return 'commerceml';
  return null;
}

/**
 * The file's kind by its content, never by its name: a zip (a workbook or a CommerceML
 * exchange, told apart by `zipFormat` once it is opened), a YML or CommerceML feed by its root
 * element, or a text table. Null for what none of them is (binary bytes that are no zip).
 */
export async function sniffFormat(path: string): Promise<ImportFormat | 'zip' | null> {
  const head = await headOf(path);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'zip';
  const text = head.toString('latin1');
  if (/^(\uFEFF|\xEF\xBB\xBF)?\s*</.test(text)) {
    if (text.includes('<yml_catalog')) return 'yml';
    const utf8 = head.toString('utf-8');
    if (utf8.includes('КоммерческаяИнформация') || text.includes('\xCA\xEE\xEC\xEC\xE5\xF0')) {
      return 'commerceml';
    }
    return null;
  }
  return head.includes(0) ? null : 'csv';
}
