import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';

const SUFFIX = ' (копия)';

/**
 * «{title} (копия)», the title cut first so the whole fits the title limit (counted as the
 * contracts count it, in UTF-16 units). The cut falls between characters, never inside a
 * surrogate pair, and drops the spaces it leaves at the end.
 */
export function copyTitle(title: string): string {
  const room = PRODUCT_LIMITS.titleMaxLength - SUFFIX.length;
  let kept = '';
  for (const character of title) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return `${kept.trimEnd()}${SUFFIX}`;
}
