import type { Cell, StreamedTable, Table } from './table';
import { textChunks } from './text-chunks';
import { dateSerial } from './zoned-time';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold at all: control characters other than tab and line ends. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    // A parser reads a raw CR as LF: as a reference it stays a CR.
    .replaceAll('\r', '&#13;');

/** A, B, …, Z, AA, …: the letters of the column at `index` (from 0). */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** The styles' format of a date with its time. */
const DATE_STYLE = 2;

/**
 * A cell; texts are inline strings, never formulas; a date is its serial number in the date's
 * format. Style 1 is the header's bold.
 */
function cellXml(cell: Cell, ref: string, style: number): string {
  const styled = style ? ` s="${style}"` : '';
  if (cell === null) return '';
  if (typeof cell === 'number') return `<c r="${ref}"${styled}><v>${cell}</v></c>`;
  if (typeof cell === 'object') {
    return `<c r="${ref}" s="${DATE_STYLE}"><v>${dateSerial(cell)}</v></c>`;
  }
  const text = `<t xml:space="preserve">${escapeXml(cell)}</t>`;
  return `<c r="${ref}"${styled} t="inlineStr"><is>${text}</is></c>`;
}

function rowXml(cells: Cell[], rowIndex: number, style: number): string {
  const row = rowIndex + 1;
  const xml = cells.map((cell, column) => cellXml(cell, `${columnName(column)}${row}`, style));
  return `<row r="${row}">${xml.join('')}</row>`;
}

const FROZEN_HEADER =
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" ' +
  'activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';

/** A sheet up to its rows: the header, bold and frozen above the rest. */
const sheetOpening = (header: string[]) =>
  `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}">${FROZEN_HEADER}<sheetData>${rowXml(header, 0, 1)}`;

const SHEET_CLOSING = '</sheetData></worksheet>';

/** The sheet at once. */
export const sheetXml = ({ header, rows }: Table) =>
  sheetOpening(header) +
  rows.map((row, index) => rowXml(row, index + 1, 0)).join('') +
  SHEET_CLOSING;

/** The same sheet as its rows come, in small chunks of text. */
export async function* sheetXmlChunks({ header, pages }: StreamedTable): AsyncGenerator<string> {
  yield sheetOpening(header);
  let written = 0;
  for await (const rows of pages) {
    yield* textChunks(rows, (row) => rowXml(row, ++written, 0));
  }
  yield SHEET_CLOSING;
}

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** The workbook's part of the sheet at `index` (from 0), from the workbook's folder. */
const sheetPart = (index: number) => `worksheets/sheet${index + 1}.xml`;

/** The sheet's part in the archive. */
export const sheetPath = (index: number) => `xl/${sheetPart(index)}`;

const contentTypes = (sheetCount: number) =>
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  Array.from(
    { length: sheetCount },
    (_, index) => `<Override PartName="/xl/${sheetPart(index)}" ContentType="${WORKSHEET_TYPE}"/>`,
  ).join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const PACKAGE_RELS =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

/** The sheets are rId1…rIdN in their order, the styles the one after them. */
const workbookRels = (sheetCount: number) =>
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="${sheetPart(index)}"/>`,
  ).join('') +
  `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/**
 * Three cell formats: the default, bold for the header, and a date with its time (a format of
 * our own, numbered from 164 as custom ones are, so every spreadsheet shows it the same).
 */
const STYLES =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd.mm.yyyy hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '</styleSheet>';

const workbookXml = (names: string[]) =>
  `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
  names
    .map(
      (name, index) =>
        `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('') +
  '</sheets></workbook>';

/** The parts before the sheets', in the order of the archive, for sheets of these names. */
export const workbookParts = (names: string[]): [path: string, xml: string][] => [
  ['[Content_Types].xml', contentTypes(names.length)],
  ['_rels/.rels', PACKAGE_RELS],
  ['xl/workbook.xml', workbookXml(names)],
  ['xl/_rels/workbook.xml.rels', workbookRels(names.length)],
  ['xl/styles.xml', STYLES],
];
