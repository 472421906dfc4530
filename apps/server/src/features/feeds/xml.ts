/** Characters XML 1.0 allows nowhere, even escaped: control characters, lone surrogates, U+FFFE/F. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A text as XML character data or an attribute's value: escaped, what XML forbids left out. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

export type XmlAttributes = Record<string, string | number | boolean | null | undefined>;

const attributesOf = (attributes: XmlAttributes) =>
  Object.entries(attributes)
    .flatMap(([name, value]) =>
      value === null || value === undefined ? [] : [` ${name}="${xmlText(String(value))}"`],
    )
    .join('');

/** An element around `content`, which is XML already; empty without it. */
export const element = (name: string, attributes: XmlAttributes = {}, content?: string) =>
  content === undefined
    ? `<${name}${attributesOf(attributes)}/>`
    : `<${name}${attributesOf(attributes)}>${content}</${name}>`;

/** An element holding a text, escaped. */
export const textElement = (name: string, text: string | number, attributes: XmlAttributes = {}) =>
  element(name, attributes, xmlText(String(text)));
