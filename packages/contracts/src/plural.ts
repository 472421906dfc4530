// Russian plural forms of a noun after a number. Plain code (no zod, no Intl data) so the
// widget could use it too.

/** The noun after 1, after 2 (also 3, 4) and after 5: `['файл', 'файла', 'файлов']`. */
export type RussianPluralForms = readonly [one: string, few: string, many: string];

/**
 * The form of the noun that follows `count`: 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20,
 * 11–14, 25–30 → many. A fraction takes the genitive singular, as in «1,5 файла».
 */
export function pluralRu(count: number, forms: RussianPluralForms): string {
  const [one, few, many] = forms;
  if (!Number.isInteger(count)) return few;
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}
