import type { MessageEntity } from 'grammy/types';
import { badRequest } from './errors';

/** The tags of parse_mode HTML and the entity each makes. */
const ENTITY_OF_TAG: Record<string, MessageEntity['type']> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
};

const NAMED_CHARACTERS: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

interface OpenTag {
  name: string;
  attributes: string;
  offset: number;
}

const refuse = (problem: string) => badRequest(`can't parse entities: ${problem}`);

function byteOffset(html: string, index: number): number {
  return Buffer.byteLength(html.slice(0, index));
}

/** `&lt;`, `&#60;`, `&#x3C;`; an unknown name stays as written, as Telegram leaves it. */
function decodeCharacter(reference: string): string {
  const name = reference.slice(1, -1);
  if (name.startsWith('#')) {
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isNaN(code) ? reference : String.fromCodePoint(code);
  }
  return NAMED_CHARACTERS[name] ?? reference;
}

function entityOf(tag: OpenTag, end: number): MessageEntity | undefined {
  const length = end - tag.offset;
  if (length === 0) return undefined;
  const base = { offset: tag.offset, length };
  if (tag.name === 'a') {
    const url = /href\s*=\s*"([^"]*)"/.exec(tag.attributes)?.[1] ?? '';
    return { type: 'text_link', ...base, url: url.replace(/&#?[a-zA-Z0-9]+;/g, decodeCharacter) };
  }
  if (tag.name === 'span' && !/class\s*=\s*"tg-spoiler"/.test(tag.attributes)) {
    throw refuse('tag "span" must have class "tg-spoiler" specified');
  }
  return { type: ENTITY_OF_TAG[tag.name], ...base } as MessageEntity;
}

/**
 * Reads a text sent with parse_mode HTML as Telegram does: the tags become entities over the
 * plain text (offsets in UTF-16 code units), character references are decoded, and what Telegram
 * refuses is refused with its words ("Unsupported start tag", unmatched or missing end tags).
 */
export function parseHtml(html: string): { text: string; entities: MessageEntity[] } {
  const open: OpenTag[] = [];
  const entities: MessageEntity[] = [];
  let text = '';
  const markup = /<(\/?)([a-zA-Z-]*)([^>]*)>|&#?[a-zA-Z0-9]+;/g;
  let last = 0;
  // Text between tags and references; a `<` there starts no tag Telegram knows.
  const appendPlain = (end: number) => {
    const plain = html.slice(last, end);
    const stray = plain.indexOf('<');
    if (stray >= 0)
      throw refuse(`Unsupported start tag "" at byte offset ${byteOffset(html, last + stray)}`);
    text += plain;
  };
  for (const match of html.matchAll(markup)) {
    appendPlain(match.index);
    last = match.index + match[0].length;
    if (match[0].startsWith('&')) {
      text += decodeCharacter(match[0]);
      continue;
    }
    const [, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    const at = byteOffset(html, match.index);
    if (!closing) {
      if (!(name in ENTITY_OF_TAG))
        throw refuse(`Unsupported start tag "${name}" at byte offset ${at}`);
      open.push({ name, attributes, offset: text.length });
      continue;
    }
    const tag = open.pop();
    if (!tag) throw refuse(`Unexpected end tag at byte offset ${at}`);
    if (tag.name !== name) {
      throw refuse(
        `Unmatched end tag at byte offset ${at}, expected "</${tag.name}>", found "</${name}>"`,
      );
    }
    const entity = entityOf(tag, text.length);
    if (entity) entities.push(entity);
  }
  appendPlain(html.length);
  const unclosed = open.at(-1);
  if (unclosed) throw refuse(`Can't find end tag corresponding to start tag "${unclosed.name}"`);
  return { text, entities: entities.sort((a, b) => a.offset - b.offset) };
}
