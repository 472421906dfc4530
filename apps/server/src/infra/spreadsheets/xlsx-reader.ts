import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal, asRefusal } from '../archives/file-refusal';
import { type ZipArchive, openZip } from '../archives/zip-archive';
import { readSharedStrings, sheetParts, workbookSheets } from './xlsx-workbook';
import { type XlsxRow, sheetRows } from './xlsx-sheet';

export type { XlsxRow } from './xlsx-sheet';

/** The archive's refusals that, for a table, are about the table. */
const AS_TABLE = new Map<string, string>([
  [fileMessages.notZip, fileMessages.notXlsx],
  [fileMessages.brokenZip, fileMessages.brokenXlsx],
]);

/**
 * The error as the merchant should read it of an XLSX file: «not a ZIP» is «not an XLSX»; the
 * archive's other refusals (a bomb, a path outside) stand; a parser's error is a broken table.
 */
function asXlsxRefusal(error: unknown): Error {
  const tableMessage = error instanceof FileRefusal ? AS_TABLE.get(error.message) : undefined;
  if (tableMessage) return new FileRefusal(tableMessage, { cause: error });
  return asRefusal(error, fileMessages.brokenXlsx);
}

async function withXlsx<T>(path: string, read: (zip: ZipArchive) => Promise<T>): Promise<T> {
  let zip: ZipArchive | undefined;
  try {
    zip = await openZip(path);
    return await read(zip);
  } catch (error) {
    throw asXlsxRefusal(error);
  } finally {
    zip?.close();
  }
}

/** The names of the workbook's sheets in their order. Refusals are `FileRefusal`s. */
export function xlsxSheetNames(path: string): Promise<string[]> {
  return withXlsx(path, async (zip) => (await workbookSheets(zip)).map((sheet) => sheet.name));
}

/**
 * The rows of an XLSX sheet, the first or the one named `sheet`, read as the sheet's XML streams
 * out of the archive: the sheet is never held whole, only the shared strings are (loaded first).
 * Each row comes with its number as Excel shows it, rows with no text left out; cells are texts
 * (see `XlsxRow`, and the rules in xlsx-sheet.ts: a formula is its text after `=`, never its
 * value). Refusals, before or during
 * the rows, are `FileRefusal`s: not an XLSX, no such sheet, broken, a DOCTYPE, or an archive the
 * ZIP reader refuses.
 */
export async function* readXlsxRows(
  path: string,
  options: { sheet?: string } = {},
): AsyncGenerator<XlsxRow> {
  let zip: ZipArchive | undefined;
  try {
    zip = await openZip(path);
    const parts = await sheetParts(zip, options.sheet);
    const strings = parts.sharedStrings ? await readSharedStrings(zip, parts.sharedStrings) : [];
    yield* sheetRows(await zip.open(parts.sheet), strings);
  } catch (error) {
    throw asXlsxRefusal(error);
  } finally {
    zip?.close();
  }
}
