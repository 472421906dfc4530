import { Readable } from 'node:stream';
import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readXml, type XmlPiece, type XmlSelection } from './xml-stream';

async function piecesOf(input: Readable, selection: XmlSelection): Promise<XmlPiece[]> {
  const pieces: XmlPiece[] = [];
  for await (const piece of readXml(input, selection)) pieces.push(piece);
  return pieces;
}

const LIST = { elements: ['list/item'], ends: ['list'] };

describe('an XML stream', () => {
  it('gives the selected elements whole, prefixes dropped, and the ends asked for', async () => {
    const xml =
      '<a:list xmlns:a="urn:x"><a:item a:n="1">один <b>два</b> три</a:item><other/></a:list>';

    expect(await piecesOf(Readable.from([Buffer.from(xml)]), LIST)).toEqual([
      {
        kind: 'element',
        path: 'list/item',
        element: {
          name: 'item',
          attributes: { n: '1' },
          children: [{ name: 'b', attributes: {}, children: [], text: 'два' }],
          text: 'один два три',
        },
      },
      { kind: 'end', path: 'list' },
    ]);
  });

  it('reads no further than the consumer asks, and closes the file when it stops', async () => {
    let pulled = 0;
    function* chunks() {
      yield Buffer.from('<list>');
      for (;;) {
        pulled += 1;
        yield Buffer.from(`<item>${pulled}</item>`);
      }
    }
    const input = Readable.from(chunks());

    for await (const piece of readXml(input, LIST)) {
      expect(piece).toMatchObject({ element: { text: '1' } });
      break;
    }

    expect(pulled).toBeLessThan(100);
    expect(input.destroyed).toBe(true);
  });

  it('decodes UTF-8 with a byte-order mark and UTF-16 by its mark', async () => {
    const xml = '<list><item>Ёлка</item></list>';
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)]);
    const utf16 = iconv.encode(xml, 'utf-16le', { addBOM: true });

    for (const bytes of [utf8, utf16]) {
      const pieces = await piecesOf(Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]), LIST);
      expect(pieces[0]).toMatchObject({ element: { text: 'Ёлка' } });
    }
  });

  it('refuses an entity it does not know, naming the line', async () => {
    const xml = '<list>\n<item>&nbsp;</item>\n</list>';

    await expect(piecesOf(Readable.from([Buffer.from(xml)]), LIST)).rejects.toThrow(
      xmlMessages.malformed(2),
    );
  });

  it('refuses a file cut short', async () => {
    await expect(piecesOf(Readable.from([Buffer.from('<list><item>')]), LIST)).rejects.toThrow(
      xmlMessages.malformed(1),
    );
  });
});
