/** The longest text of a Telegram message, in UTF-16 code units as JavaScript counts them. */
export const CHAT_TEXT_MAX = 4096;

const ELLIPSIS = '…';

/** A message's paragraphs as a chat shows them: a blank line between each two. */
export const chatText = (paragraphs: string[]) => paragraphs.join('\n\n');

export const fitsChat = (paragraphs: string[]) => chatText(paragraphs).length <= CHAT_TEXT_MAX;

/** The text's start, `length` long with its ellipsis, never splitting a surrogate pair. */
function clipped(text: string, length: number): string {
  let end = Math.max(0, length - ELLIPSIS.length);
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end) + ELLIPSIS;
}

/**
 * The paragraphs shortened to fit one chat message: the longest loses its end, then the next
 * longest, until the text fits. The short ones (a heading, a status) stay whole.
 */
export function fittedToChat(paragraphs: string[]): string[] {
  const fitted = [...paragraphs];
  for (let excess = chatText(fitted).length - CHAT_TEXT_MAX; excess > 0;) {
    const longest = fitted.reduce(
      (at, each, index) => (each.length > fitted[at]!.length ? index : at),
      0,
    );
    const paragraph = fitted[longest]!;
    // Nothing left to shorten: a text of thousands of paragraphs, which no message has.
    if (paragraph.length <= ELLIPSIS.length) break;
    fitted[longest] = clipped(paragraph, Math.max(ELLIPSIS.length, paragraph.length - excess));
    excess = chatText(fitted).length - CHAT_TEXT_MAX;
  }
  return fitted;
}
