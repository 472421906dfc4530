import { strToU8, zipSync } from 'fflate';
import type { Cell, Table } from './table';
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

/** The sheet, its header row frozen above the rest. */
function sheetXml({ header, rows }: Table): string {
  const frozen =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" ' +
    'activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  const data = [rowXml(header, 0, 1), ...rows.map((row, index) => rowXml(row, index + 1, 0))];
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}">${frozen}` +
    `<sheetData>${data.join('')}</sheetData></worksheet>`
  );
}

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** The workbook's part of the sheet at `index` (from 0), from the workbook's folder. */
const sheetPart = (index: number) => `worksheets/sheet${index + 1}.xml`;

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

/** A sheet of a workbook: its name and its table. */
export interface Sheet {
  name: string;
  table: Table;
}

/** The parts carry no real time: the same table always makes the same file. */
const PART_TIME = new Date(1980, 0, 1);

/**
 * The tables as an XLSX workbook, a sheet each in order (Office Open XML, SpreadsheetML): texts
 * as inline strings, numbers as numbers, dates as dates, each header bold and frozen. The few small XML parts
 * are written here and zipped by fflate, rather than a workbook library: the npm `xlsx` package
 * is frozen with known CVEs, and exceljs would bring archiver and unzipper into the server for
 * sheets of plain cells. The tests read the files back with exceljs.
 */
export function toXlsx(sheets: Sheet[]): Buffer {
  const parts = {
    '[Content_Types].xml': contentTypes(sheets.length),
    '_rels/.rels': PACKAGE_RELS,
    'xl/workbook.xml': workbookXml(sheets.map((sheet) => sheet.name)),
    'xl/_rels/workbook.xml.rels': workbookRels(sheets.length),
    'xl/styles.xml': STYLES,
    ...Object.fromEntries(
      sheets.map((sheet, index) => [`xl/${sheetPart(index)}`, sheetXml(sheet.table)]),
    ),
  };
  const files = Object.fromEntries(
    Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)]),
  );
  return Buffer.from(zipSync(files, { level: 6, mtime: PART_TIME }));
}
