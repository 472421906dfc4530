import type { Readable } from 'node:stream';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportItem } from '../imported-product';
import { readXml } from './xml-stream';
import { YmlCategories } from './yml-categories';
import { productOfGroup, productOfOffer } from './yml-group';
import { readOffer, type YmlOffer } from './yml-offer';

const CATEGORY = 'yml_catalog/shop/categories/category';
const OFFERS = 'yml_catalog/shop/offers';
const OFFER = `${OFFERS}/offer`;

/**
 * A Yandex Market feed (`yml_catalog`) into products, one per offer; the offers of one
 * `group_id` are one product with variants. Plain offers come as they are read. Grouped ones are
 * held until `</offers>`, as a group's offers may lie apart: memory holds the grouped offers only.
 * Rows are the offers' ordinals, from 1.
 */
export async function* readYml(input: Readable): AsyncIterable<ImportItem> {
  const categories = new YmlCategories();
  const groups = new Map<string, YmlOffer[]>();
  let row = 0;
  const pathOf = (id: string) => categories.pathOf(id);
  for await (const piece of readXml(input, { elements: [CATEGORY, OFFER], ends: [OFFERS] })) {
    if (piece.kind === 'end') {
      for (const [group, offers] of groups) yield* productOfGroup(group, offers);
      groups.clear();
    } else if (piece.path === CATEGORY) {
      categories.add(piece.element);
    } else {
      row += 1;
      const read = readOffer(piece.element, row, pathOf);
      if ('problems' in read) {
        const message = importMessages.atOffer(row, read.problems.join('; '));
        yield { kind: 'refused', refused: { row, message } };
      } else if (read.offer.group === null) {
        yield { kind: 'product', product: productOfOffer(read.offer) };
      } else {
        const group = groups.get(read.offer.group);
        if (group) group.push(read.offer);
        else groups.set(read.offer.group, [read.offer]);
      }
    }
  }
}
