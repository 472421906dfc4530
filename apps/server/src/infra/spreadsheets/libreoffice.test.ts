import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { FORMULA_GUARD } from './formula-guard';
import type { Cell } from './table';
import { toXlsx } from './xlsx';

/** LibreOffice's program, from Debian's `libreoffice-calc-nogui`, when it is on the PATH. */
const soffice = (process.env.PATH ?? '')
  .split(delimiter)
  .map((folder) => join(folder, 'soffice'))
  .find((path) => existsSync(path));

const run = promisify(execFile);

/** The texts a buyer may type that a spreadsheet would otherwise change or run. */
const TEXTS = [
  '+7 912 345-67-89',
  '+79001234567',
  '=1+1',
  '@SUM(A1)',
  '-2+3',
  '=HYPERLINK("http://evil.example";"Нажми")',
  '\t=1+1',
  ' =1+1',
  '=1+2\nвторая строка',
];

/**
 * The import's settings (the CSV filter's options) as LibreOffice's dialog first offers them for
 * a file: tab, `;` and `,` split; quoted fields are not forced to text; neither special numbers
 * nor formulas are read; spaces are kept. Russian, as the merchants' computers are.
 */
const DIALOG_DEFAULTS =
  'Text - txt - csv (StarCalc):9/59/44,34,76,1,,1049,false,false,false,false,false,-1,false';
/** The same with every option a user may tick that reads more: formulas run, spaces trimmed. */
const READS_ALL =
  'Text - txt - csv (StarCalc):9/59/44,34,76,1,,1049,false,true,false,false,true,-1,true';
/** What the sheet shows, cell by cell, as CSV: `;`, UTF-8, each cell as shown. */
const AS_SHOWN = 'csv:Text - txt - csv (StarCalc):59,34,76,1,,1049,false,false,true';

/** What a cell draws: its text without the characters no font draws (the guard among them). */
const drawn = (text: string) => text.replace(/\p{Default_Ignorable_Code_Point}/gu, '');

describe.skipIf(!soffice && process.env.CI !== 'true')(
  'the exports opened in LibreOffice (skipped without soffice, except on CI)',
  () => {
    let folder: string;
    let opened = 0;

    beforeAll(async () => {
      if (!soffice) {
        throw new Error('No soffice on the PATH: apt-get install -y libreoffice-calc-nogui');
      }
      folder = await mkdtemp(join(tmpdir(), 'vitrina-libreoffice-'));
    });
    afterAll(async () => {
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    /**
     * The file opened in LibreOffice (with the import's `options` for a CSV) and saved as what
     * its sheet shows, read back as rows of texts. A profile of this run's own keeps it apart
     * from any other LibreOffice running at the time.
     */
    async function shownRows(name: string, file: string | Buffer, options?: string) {
      const opening = join(folder, String(++opened));
      const path = join(opening, name);
      const out = join(opening, 'shown');
      await mkdir(opening);
      await writeFile(path, file);
      await run(
        soffice!,
        [
          `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
          '--headless',
          ...(options ? [`--infilter=${options}`] : []),
          '--convert-to',
          AS_SHOWN,
          '--outdir',
          out,
          path,
        ],
        { timeout: 60_000 },
      );
      const shown = await readFile(join(out, name.replace(/\.\w+$/, '.csv')), 'utf8');
      return parse(shown, { delimiter: ';', relax_column_count: true }) as string[][];
    }

    /** Our CSV of the texts and a number, then a row of the same texts written unguarded. */
    const csv =
      toCsv({
        header: [...TEXTS.map((_, index) => `Текст ${index + 1}`), 'Сумма, ₽'],
        rows: [[...TEXTS, 1791.5]],
      }) + `${TEXTS.slice(0, 5).join(';')}\r\n`;

    it('shows each guarded text exactly, as text, with the settings a user first gets', async () => {
      const [header, guarded, unguarded] = await shownRows('orders.csv', csv, DIALOG_DEFAULTS);

      expect(header).toHaveLength(TEXTS.length + 1);
      expect(header!.at(-1)).toBe('Сумма, ₽');
      expect(guarded!.slice(0, -1).map(drawn)).toEqual(TEXTS);
      // Still the text written (no number, formula or error made of it), nothing before it drawn.
      expect(guarded!.slice(0, -1)).toEqual(TEXTS.map((text) => FORMULA_GUARD + text));
      // A number (read with the decimal comma), which LibreOffice writes back with a point.
      expect(guarded!.at(-1)).toBe('1791.5');
      // Unguarded, the phone would be the number 79001234567.
      expect(unguarded!.slice(0, 3)).toEqual(['+7 912 345-67-89', '79001234567', '=1+1']);
    });

    it('runs none of them with formulas read and spaces trimmed', async () => {
      const [, guarded, unguarded] = await shownRows('orders.csv', csv, READS_ALL);

      expect(guarded!.slice(0, -1)).toEqual(TEXTS.map((text) => FORMULA_GUARD + text));
      // Unguarded, «=1+1» would run.
      expect(unguarded![2]).toBe('2');
    });

    it('shows the workbook’s texts as texts and its dates as dates in their zone', async () => {
      const at = new Date('2026-11-23T13:05:00Z');
      const row: Cell[] = ['+79001234567', '=1+1', '-2+3', { at, timeZone: 'Asia/Yekaterinburg' }];
      const workbook = toXlsx([
        {
          name: 'Заявки',
          table: { header: ['Телефон', 'Формула', 'Выражение', 'Дата'], rows: [row] },
        },
      ]);

      const [, shown] = await shownRows('orders.xlsx', workbook);

      expect(shown).toEqual(['+79001234567', '=1+1', '-2+3', '23.11.2026 18:05']);
    });
  },
);
