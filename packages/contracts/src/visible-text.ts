// Buyer text is kept as the merchant will read it: without the characters that change how it
// reads while staying unseen. Plain code (no zod): the widget's form rules judge the same text
// the server keeps.

/**
 * C0 and C1 control characters (line feed aside: `visibleLine` makes it a space) and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can
 * make «gpj.exe» of «exe.jpg» or turn a phone number around.
 */
// eslint-disable-next-line no-control-regex -- removing them is the point
const UNSEEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Text of several lines (a comment): its line breaks as line feeds, nothing else unseen. */
export function visibleLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSEEN, '');
}

/** Text of one line (a name): nothing unseen, a line break a space. */
export function visibleLine(text: string): string {
  return visibleLines(text).replace(/\n/g, ' ');
}
