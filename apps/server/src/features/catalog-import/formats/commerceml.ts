import type { Readable } from 'node:stream';
import type { ImportItem } from '../imported-product';
import { CmlClassifier } from './commerceml-classifier';
import { readOffers, type CmlOffer } from './commerceml-offers';
import { productItem } from './commerceml-product';
import { readXml } from './xml-stream';

const ROOT = 'КоммерческаяИнформация';
const GROUPS = `${ROOT}/Классификатор/Группы`;
const PROPERTY = `${ROOT}/Классификатор/Свойства/Свойство`;
const PRODUCT = `${ROOT}/Каталог/Товары/Товар`;

/** The files of a CommerceML 2 exchange, opened when they are read. */
export interface CommerceMlFiles {
  importXml: () => Readable;
  offersXml?: () => Readable;
}

/**
 * A CommerceML 2 exchange (1C, МойСклад) into products. offers.xml (prices, stock, variants) is
 * read first and held; import.xml then streams: its classifier comes before the goods, so each
 * `Товар` is complete when read. Only the first price type of each offer is taken. Rows are the
 * products' ordinals in `Товары`, from 1.
 */
export async function* readCommerceMl(files: CommerceMlFiles): AsyncIterable<ImportItem> {
  const offers = files.offersXml
    ? await readOffers(files.offersXml())
    : new Map<string, CmlOffer[]>();
  const classifier = new CmlClassifier();
  let row = 0;
  const selection = { elements: [GROUPS, PROPERTY, PRODUCT] };
  for await (const piece of readXml(files.importXml(), selection)) {
    if (piece.kind !== 'element') continue;
    if (piece.path === GROUPS) classifier.addGroups(piece.element);
    else if (piece.path === PROPERTY) classifier.addProperty(piece.element);
    else {
      row += 1;
      yield productItem(piece.element, row, classifier, offers);
    }
  }
}
