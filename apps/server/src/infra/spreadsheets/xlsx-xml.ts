import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal } from '../archives/file-refusal';

/** What a reader of an XLSX part does on its elements and text. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** `x:row` is `row`: some writers prefix SpreadsheetML's elements. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A parser of an XLSX part calling `handlers` with names unprefixed, CDATA as text. A DOCTYPE is
 * refused wherever it appears: an XLSX part never needs one, and it is the way in for external
 * entities and entity expansion. Malformed XML throws from `write`.
 */
export function xmlParser(handlers: XmlHandlers) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new FileRefusal(fileMessages.xlsxDoctype);
  });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  return parser;
}

/** Parses the whole text. */
export function parseXml(xml: string, handlers: XmlHandlers): void {
  xmlParser(handlers).write(xml).close();
}

/** Parses the stream's UTF-8 text a chunk at a time, never holding it whole. */
export async function parseStream(stream: Readable, handlers: XmlHandlers): Promise<void> {
  const parser = xmlParser(handlers);
  stream.setEncoding('utf8');
  for await (const chunk of stream) parser.write(chunk as string);
  parser.close();
}

/**
 * Writes the stream's UTF-8 text to the parser a chunk at a time (a character split between
 * chunks is joined by the stream's decoder), yielding after each so that the caller can hand on
 * what the chunk completed before the next one is read.
 */
export async function* parseChunks(stream: Readable, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = xmlParser(handlers);
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    yield;
  }
  parser.close();
  yield;
}
