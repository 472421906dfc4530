// A catalog file's cells read into product fields (issue 31), the same for every format: what a
// merchant types in Excel («1 200,50 ₽», «10%», «да») or a feed writes («1200.50», «true»).
// A cell that cannot be read gives the reason, a fragment that follows the row's place:
// «Строка 17: цена «12,5О» не число».
import type { DiscountType } from '../enums';
import { PRODUCT_LIMITS } from '../limits';
import { isStorableText } from '../text';

export type CellRead<T> = { value: T } | { problem: string };

/** The reasons, each after «Строка N: » or «Предложение N: ». */
export const cellProblems = {
  notNumber: (what: string, cell: string) => `${what} «${cell}» не число`,
  negative: (what: string) => `${what} не может быть отрицательной`,
  tooHigh: (what: string) => `${what} больше ${PRODUCT_LIMITS.priceMax} ₽`,
  notWhole: (what: string, cell: string) => `${what} «${cell}» не целое неотрицательное число`,
  notYesNo: (what: string, cell: string) => `${what}: «${cell}» — напишите «да» или «нет»`,
  percentTooHigh: (cell: string) => `скидка «${cell}» больше 100%`,
  tooLong: (what: string, max: number) => `${what} длиннее ${max} символов`,
  forbiddenCharacter: (what: string) => `${what}: недопустимый символ`,
  titleRequired: 'нет названия',
} as const;

/** Spaces Excel and people put between thousands, and a currency sign or word after the sum. */
const GROUPING = /[\s\u00A0\u202F']/g;
const CURRENCY = /(₽|руб\.?|р\.?|rub)$/i;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** «1 200,50 ₽», «1200.5», «1200р» as a number; null for an empty cell. */
function readNumber(what: string, cell: string): CellRead<number | null> {
  const compact = cell.replace(GROUPING, '').replace(CURRENCY, '');
  if (compact === '') return { value: null };
  const negative = compact.startsWith('-');
  const digits = negative ? compact.slice(1) : compact;
  if (!DECIMAL.test(digits)) return { problem: cellProblems.notNumber(what, cell) };
  if (negative && Number(digits.replace(',', '.')) > 0) {
    return { problem: cellProblems.negative(what) };
  }
  return { value: Number(digits.replace(',', '.')) };
}

/** Rubles within the product's limits, to the kopeck; an empty cell is «Цена не указана». */
export function readRubles(cell: string, what = 'цена'): CellRead<number | null> {
  const read = readNumber(what, cell);
  if (!('value' in read) || read.value === null) return read;
  if (read.value > PRODUCT_LIMITS.priceMax) return { problem: cellProblems.tooHigh(what) };
  return { value: Math.round(read.value * 100) / 100 };
}

export interface DiscountRead {
  value: number;
  type: DiscountType;
}

/** «10%» off in percent, «150» or «150 ₽» off in rubles; an empty cell is no discount. */
export function readDiscount(cell: string): CellRead<DiscountRead> {
  const trimmed = cell.trim();
  if (trimmed.endsWith('%')) {
    const read = readNumber('скидка', trimmed.slice(0, -1));
    if (!('value' in read)) return read;
    const value = read.value ?? 0;
    if (value > 100) return { problem: cellProblems.percentTooHigh(cell) };
    return { value: { value, type: 'PERCENT' } };
  }
  const read = readRubles(trimmed, 'скидка');
  if (!('value' in read)) return read;
  return { value: { value: read.value ?? 0, type: read.value ? 'RUBLES' : 'PERCENT' } };
}

/** Whole pieces in stock; an empty cell is stock not kept. */
export function readStock(cell: string, what = 'остаток'): CellRead<number | null> {
  const compact = cell.replace(GROUPING, '');
  if (compact === '') return { value: null };
  const value = Number(compact);
  const whole = /^\d+$/.test(compact) && value <= PRODUCT_LIMITS.quantityMax;
  return whole ? { value } : { problem: cellProblems.notWhole(what, cell) };
}

const YES = new Set(['да', 'yes', 'true', '1', '+', 'y', 'д', 'вкл']);
const NO = new Set(['нет', 'no', 'false', '0', '-', 'n', 'н', 'выкл']);

/** «да» / «нет» (and their usual spellings); an empty cell is `empty`. */
export function readYesNo(cell: string, what: string, empty: boolean): CellRead<boolean> {
  const word = cell.trim().toLowerCase();
  if (word === '') return { value: empty };
  if (YES.has(word)) return { value: true };
  if (NO.has(word)) return { value: false };
  return { problem: cellProblems.notYesNo(what, cell) };
}

/** A text cell within `max` characters, null when empty. */
export function readText(cell: string, what: string, max: number): CellRead<string | null> {
  const value = cell.trim();
  if (!isStorableText(value)) return { problem: cellProblems.forbiddenCharacter(what) };
  if (value.length > max) return { problem: cellProblems.tooLong(what, max) };
  return { value: value === '' ? null : value };
}

/** Several entries in one cell («красный | синий»): what the export writes between them. */
export const LIST_SEPARATOR = ' | ';

/** A cell's entries split on «|» or new lines, each trimmed, the empty ones dropped. */
export function splitList(cell: string): string[] {
  return cell
    .split(/\s*(?:\||\r?\n)\s*/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Between a category path's steps: «Посуда > Кружки». */
export const PATH_SEPARATOR = ' > ';

/** «Посуда > Кружки | Подарки» as `[['Посуда', 'Кружки'], ['Подарки']]`. */
export function splitCategoryPaths(cell: string): string[][] {
  return splitList(cell)
    .map((path) =>
      path
        .split('>')
        .map((step) => step.trim())
        .filter(Boolean),
    )
    .filter((path) => path.length > 0);
}

/** Photo addresses separated by spaces, commas or new lines. */
export function splitPhotoUrls(cell: string): string[] {
  return cell.split(/[\s,|]+/).filter(Boolean);
}
