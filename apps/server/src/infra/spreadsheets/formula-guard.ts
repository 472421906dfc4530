/**
 * A text a spreadsheet may run as a formula when it opens a CSV (OWASP, CSV injection): one that
 * starts with `=`, `+`, `-` or `@` (or their full-width forms, which East Asian input turns into
 * them), after any whitespace an import may trim; or with a tab or a line end.
 */
const FORMULA_LIKE = String.raw`(?:\s*[=+\-@＝＋－＠]|[\t\r\n])`;
const FORMULA_START = new RegExp(`^${FORMULA_LIKE}`);

/**
 * The zero-width space put before such a text. Excel shows the usual ' guard (it hides it only in
 * a cell typed in) and LibreOffice keeps it as a character too, so a phone read «'+79001234567».
 * This mark is a character neither runs as a formula, trims as whitespace, nor draws: the cell
 * is text and looks exactly like the text.
 */
export const FORMULA_GUARD = '\u200B';

/** The text, with the guard before it when a spreadsheet would run it. */
export const guardedText = (text: string) =>
  FORMULA_START.test(text) ? FORMULA_GUARD + text : text;

/** A guard before a text that would run: ours, or the ' of Excel users and older exports. */
const GUARD_BEFORE_FORMULA = new RegExp(`^[${FORMULA_GUARD}'](?=${FORMULA_LIKE})`);

/** The text as it was before it was guarded: what an import of an exported file keeps. */
export const unguardedText = (text: string) => text.replace(GUARD_BEFORE_FORMULA, '');
