// The string every text field of a payload starts from. PostgreSQL cannot store U+0000 in text
// (it refuses the whole statement), so a payload refuses it before any query is built. Lone
// surrogates need no rule: UTF-8 encoding turns them into U+FFFD on the way to the database.
import { z } from 'zod';
import { messages } from './messages';

const NUL = '\u0000';

/** Whether PostgreSQL can keep `value` in a text column. */
export function isStorableText(value: string): boolean {
  return !value.includes(NUL);
}

/**
 * `z.string(params)` that refuses U+0000 first; chain a field's own rules after it, as on
 * `z.string()`.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: messages.text.forbiddenCharacter });
}
