import ExcelJS from 'exceljs';

/** What a reader makes of an exported workbook's one sheet. */
export interface XlsxSheet {
  names: string[];
  /**
   * Texts, numbers and dates by row; an empty cell is null, and empty cells end no row. A date
   * cell's Date carries its clock time in its UTC fields (a spreadsheet's date has no zone).
   */
  rows: (string | number | Date | null)[][];
  /** Rows frozen at the top. */
  frozenRows: number;
  headerBold: boolean;
}

const cellValue = (value: ExcelJS.CellValue) =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date ? value : null;

/**
 * Reads a sheet of an XLSX file (the one named, or the first) with exceljs, a spreadsheet library
 * of its own, as Excel users' tools do.
 */
export async function readXlsx(file: Buffer, name?: string): Promise<XlsxSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = name === undefined ? workbook.worksheets[0] : workbook.getWorksheet(name);
  if (!sheet) throw new Error(`No sheet ${name}`);
  const rows: XlsxSheet['rows'] = [];
  sheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(Array.from(values, cellValue));
  });
  return {
    names: workbook.worksheets.map((each) => each.name),
    rows,
    frozenRows: sheet.views[0]?.state === 'frozen' ? (sheet.views[0].ySplit ?? 0) : 0,
    headerBold: sheet.getRow(1).getCell(1).font?.bold === true,
  };
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
