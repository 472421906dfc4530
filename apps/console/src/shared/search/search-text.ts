/** Text as the search compares it: lower case, ё read as е, runs of spaces as one. */
export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/**
 * Whether every word of the query appears in one of the fields (title, description, domain…):
 * «синий чайник» finds a card titled «Чайник» described as «синий». An empty query finds all.
 */
export function matchesSearch(
  query: string,
  fields: readonly (string | null | undefined)[],
): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const haystack = fields.map((field) => normalizeForSearch(field ?? ''));
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
