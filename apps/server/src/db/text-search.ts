import { sql, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by a merchant match themselves in a LIKE pattern, not any text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * Text lowercased with ё as е: the expression the trigram indexes are built on (product titles,
 * migration 0014; buyers' names, migration 0015), so that a search uses them.
 */
export const normalisedText = (text: SQL) => sql`translate(lower(${text}), 'ё', 'е')`;

/** Whether `column` holds `search` anywhere, letter case and ё/е aside. */
export function containsNormalised(column: SQL, search: string): SQL {
  const pattern = containsPattern(search);
  return sql`${normalisedText(column)} like ${normalisedText(sql`${pattern}::text`)}`;
}
