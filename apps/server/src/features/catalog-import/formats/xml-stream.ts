import type { Readable } from 'node:stream';
import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { XmlDecoder } from './xml-decoder';
import type { XmlElement } from './xml-element';
import { XmlFileError } from './xml-file-error';

/** A selected element, complete; or the end of an element whose end was asked for. */
export type XmlPiece =
  { kind: 'element'; path: string; element: XmlElement } | { kind: 'end'; path: string };

/** Paths are local names from the root joined by «/»: `yml_catalog/shop/offers/offer`. */
export interface XmlSelection {
  elements: readonly string[];
  ends?: readonly string[];
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const localAttributes = (attributes: Record<string, string>) =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [localName(name), value]));

/** Builds the selected elements from the parser's events; all else passes by unkept. */
class PieceCollector {
  private readonly done: XmlPiece[] = [];
  private readonly paths: string[] = [];
  private readonly building: XmlElement[] = [];
  private readonly elements: ReadonlySet<string>;
  private readonly ends: ReadonlySet<string>;

  constructor(selection: XmlSelection) {
    this.elements = new Set(selection.elements);
    this.ends = new Set(selection.ends);
  }

  open(tag: SaxesTagPlain) {
    const name = localName(tag.name);
    const parent = this.paths.at(-1);
    const path = parent === undefined ? name : `${parent}/${name}`;
    this.paths.push(path);
    if (this.building.length === 0 && !this.elements.has(path)) return;
    const element = { name, attributes: localAttributes(tag.attributes), children: [], text: '' };
    this.building.at(-1)?.children.push(element);
    this.building.push(element);
  }

  close() {
    const path = this.paths.pop() ?? '';
    const element = this.building.pop();
    if (element && this.building.length === 0) this.done.push({ kind: 'element', path, element });
    if (this.ends.has(path)) this.done.push({ kind: 'end', path });
  }

  text(text: string) {
    for (const element of this.building) element.text += text;
  }

  take(): XmlPiece[] {
    return this.done.splice(0);
  }
}

function parserFor(collector: PieceCollector): SaxesParser {
  const parser = new SaxesParser();
  // Refusing any DTD refuses entity bombs and external entities with it.
  parser.on('doctype', () => {
    throw new XmlFileError(xmlMessages.doctype);
  });
  parser.on('opentag', (tag) => collector.open(tag));
  parser.on('closetag', () => collector.close());
  parser.on('text', (text) => collector.text(text));
  parser.on('cdata', (text) => collector.text(text));
  return parser;
}

/** Text into the parser (null: the file's end); broken markup is told by its line. */
function feed(parser: SaxesParser, text: string | null) {
  try {
    if (text === null) parser.close();
    else if (text !== '') parser.write(text);
  } catch (error) {
    if (error instanceof XmlFileError) throw error;
    throw new XmlFileError(xmlMessages.malformed(parser.line), { cause: error });
  }
}

/**
 * The selected elements of an XML file as they complete. The file is read a chunk at a time and
 * the next chunk only when the consumer asks for more: memory holds a chunk and its pieces.
 */
export async function* readXml(input: Readable, selection: XmlSelection): AsyncIterable<XmlPiece> {
  const collector = new PieceCollector(selection);
  const parser = parserFor(collector);
  const decoder = new XmlDecoder();
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    feed(parser, typeof chunk === 'string' ? chunk : decoder.write(chunk));
    yield* collector.take();
  }
  feed(parser, decoder.end());
  feed(parser, null);
  yield* collector.take();
}
