import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { StreamedTable, Table } from './table';
import { sheetPath, sheetXml, sheetXmlChunks, workbookParts } from './xlsx-parts';

/** A sheet of a workbook: its name and its table. */
export interface Sheet {
  name: string;
  table: Table;
}

/** A sheet whose rows are written as they come. */
export interface StreamedSheet {
  name: string;
  table: StreamedTable;
}

/** The parts carry no real time: the same table always makes the same file. */
const PART_TIME = new Date(1980, 0, 1);

/**
 * A workbook's archive written a part after another, each part deflated as its text comes
 * (fflate's streaming `Zip`: each part's sizes and checksum follow its data), the parts before
 * the sheets' already in. Its bytes are held until taken.
 */
function workbookZip(sheetNames: string[]) {
  const made: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    made.push(chunk);
  });
  /** A new part; the function it answers takes its texts in order, the last one `final`. */
  function part(path: string) {
    const deflated = new ZipDeflate(path, { level: 6 });
    deflated.mtime = PART_TIME;
    zip.add(deflated);
    return (text: string, final = false) => deflated.push(strToU8(text), final);
  }
  for (const [path, xml] of workbookParts(sheetNames)) part(path)(xml, true);
  return {
    /** A sheet's part, the one after the parts added before. */
    sheet: (index: number) => part(sheetPath(index)),
    end: () => zip.end(),
    /** The archive's bytes made since the last call. */
    take: () => made.splice(0),
  };
}

const namesOf = (sheets: { name: string }[]) => sheets.map((sheet) => sheet.name);

/**
 * The tables as an XLSX workbook, a sheet each in order (Office Open XML, SpreadsheetML): texts
 * as inline strings, numbers as numbers, dates as dates, each header bold and frozen. The few small XML parts
 * are written here and zipped by fflate, rather than a workbook library: the npm `xlsx` package
 * is frozen with known CVEs, and exceljs would bring archiver and unzipper into the server for
 * sheets of plain cells. The tests read the files back with exceljs.
 */
export function toXlsx(sheets: Sheet[]): Buffer {
  const zip = workbookZip(namesOf(sheets));
  sheets.forEach(({ table }, index) => zip.sheet(index)(sheetXml(table), true));
  zip.end();
  return Buffer.concat(zip.take());
}

async function* workbookBytes(sheets: StreamedSheet[]): AsyncGenerator<Uint8Array> {
  const zip = workbookZip(namesOf(sheets));
  yield* zip.take();
  for (const [index, { table }] of sheets.entries()) {
    const write = zip.sheet(index);
    for await (const text of sheetXmlChunks(table)) {
      write(text);
      yield* zip.take();
    }
    write('', true);
  }
  zip.end();
  yield* zip.take();
}

/**
 * The workbook `toXlsx` writes, written as the rows come: a sheet's rows are read once the sheet
 * before it is written, and the archive's bytes leave as they are deflated.
 */
export function xlsxStream(sheets: StreamedSheet[]): Readable {
  return Readable.from(workbookBytes(sheets), { objectMode: false });
}
