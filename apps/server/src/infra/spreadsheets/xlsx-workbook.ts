import { posix } from 'node:path';
import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal } from '../archives/file-refusal';
import type { ZipArchive } from '../archives/zip-archive';
import { parseStream, parseXml } from './xlsx-xml';

const MB = 1024 * 1024;

/** The workbook's part, where every XLSX writer puts it. */
const WORKBOOK = 'xl/workbook.xml';
/** The workbook's relationships: which part each sheet and the shared strings are. */
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/**
 * The shared strings are held in memory while the sheet is read: a cap on their part keeps that
 * within reason (the texts of a 100 000-row catalog take some tens of MB).
 */
export const SHARED_STRINGS_BYTES_MAX = 100 * MB;

/** A sheet as the workbook lists it. */
interface SheetEntry {
  name: string;
  relationId: string;
}

/** The workbook's sheets in their order; refused when the file has no workbook. */
export async function workbookSheets(zip: ZipArchive): Promise<SheetEntry[]> {
  if (!zip.names.includes(WORKBOOK)) throw new FileRefusal(fileMessages.notXlsx);
  const sheets: SheetEntry[] = [];
  parseXml(await zip.readText(WORKBOOK), {
    open(name, attributes) {
      if (name !== 'sheet') return;
      // r:id, whatever the prefix of the relationships' namespace.
      const relationId = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      sheets.push({ name: attributes.name ?? '', relationId: relationId ?? '' });
    },
  });
  return sheets;
}

interface Relation {
  type: string;
  /** The part's path in the archive. */
  part: string;
}

/** The workbook's relationships by id, their targets resolved to paths in the archive. */
async function workbookRelations(zip: ZipArchive): Promise<Map<string, Relation>> {
  const relations = new Map<string, Relation>();
  if (!zip.names.includes(WORKBOOK_RELS)) return relations;
  parseXml(await zip.readText(WORKBOOK_RELS), {
    open(name, { Id, Type, Target }) {
      if (name !== 'Relationship' || !Id || !Target) return;
      relations.set(Id, { type: Type ?? '', part: partPath(Target) });
    },
  });
  return relations;
}

/** A target is relative to the workbook's folder, or from the package's root after a `/`. */
const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));

/** The workbook's parts that a sheet's rows are read from. */
export interface SheetParts {
  sheet: string;
  sharedStrings: string | undefined;
}

/** The parts of the sheet named `sheetName`, or of the first sheet. */
export async function sheetParts(zip: ZipArchive, sheetName?: string): Promise<SheetParts> {
  const sheets = await workbookSheets(zip);
  const sheet = sheetName === undefined ? sheets[0] : sheets.find((s) => s.name === sheetName);
  if (!sheet) {
    const message =
      sheetName === undefined ? fileMessages.notXlsx : fileMessages.noSheet(sheetName);
    throw new FileRefusal(message);
  }
  const relations = await workbookRelations(zip);
  const part = relations.get(sheet.relationId)?.part;
  if (!part || !zip.names.includes(part)) throw new FileRefusal(fileMessages.brokenXlsx);
  const strings = [...relations.values()].find(({ type }) => type.endsWith('/sharedStrings'));
  if (strings && !zip.names.includes(strings.part)) throw new FileRefusal(fileMessages.brokenXlsx);
  return { sheet: part, sharedStrings: strings?.part };
}

/**
 * The shared strings in their order, streamed from their part. A string is its `<t>` texts
 * joined: one for plain text, one a run for rich text; phonetic hints (`<rPh>`) are left out.
 */
export async function readSharedStrings(zip: ZipArchive, part: string): Promise<string[]> {
  if (zip.size(part) > SHARED_STRINGS_BYTES_MAX) {
    throw new FileRefusal(fileMessages.xlsxTextsTooBig(SHARED_STRINGS_BYTES_MAX / MB));
  }
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let inPhonetic = false;
  await parseStream(await zip.open(part), {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 't') inText = !inPhonetic;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name) {
      if (name === 'si') strings.push(text);
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text(chunk) {
      if (inText) text += chunk;
    },
  });
  return strings;
}
