import type { Readable } from 'node:stream';
import { readRubles, readStock } from '@vitrina/contracts/catalog-import/values';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { cellReader, optionalText } from './feed-cells';
import { childText, descendants, type XmlElement } from './xml-element';
import { readXml } from './xml-stream';

const OFFER = 'КоммерческаяИнформация/ПакетПредложений/Предложения/Предложение';

/** An `<Предложение>` of offers.xml: a product's price and stock, or one variant's. */
export interface CmlOffer {
  /** What follows «#» in `Ид`; null for the product's own offer. */
  variant: string | null;
  name: string;
  sku?: string | null;
  price?: number | null;
  stock?: number | null;
  /** «Размер» → «M», from its `ХарактеристикиТовара`. */
  options: Map<string, string>;
  /** Why a field cannot be read; the product is refused with them. */
  problems: string[];
}

/** 1C writes quantities as decimals («5.000») and a shortage as a negative balance: none left. */
function quantityCell(cell: string): string {
  const trimmed = cell.trim();
  return /^-\d/.test(trimmed) ? '0' : trimmed.replace(/[.,]0+$/, '');
}

/** The price of the first price type the offer lists: 1C lists the same types in each. */
const priceCell = (offer: XmlElement) =>
  descendants(offer, 'Цены', 'Цена').map((price) => childText(price, 'ЦенаЗаЕдиницу'))[0];

function optionsOf(offer: XmlElement): Map<string, string> {
  const options = new Map<string, string>();
  for (const option of descendants(offer, 'ХарактеристикиТовара', 'ХарактеристикаТовара')) {
    const title = childText(option, 'Наименование')?.trim();
    const value = childText(option, 'Значение')?.trim();
    if (title && value) options.set(title, value);
  }
  return options;
}

function readOffer(offer: XmlElement, variant: string | null): CmlOffer {
  const problems: string[] = [];
  const read = cellReader(problems);
  // A tag the offer lacks is undefined: the product's own stays.
  const quantity = childText(offer, 'Количество');
  const price = priceCell(offer);
  return {
    variant,
    name: childText(offer, 'Наименование')?.trim() ?? '',
    sku: optionalText(childText(offer, 'Артикул'), 'артикул', PRODUCT_LIMITS.skuMaxLength, read),
    price: price === undefined ? undefined : read(readRubles(price)),
    stock:
      quantity === undefined ? undefined : read(readStock(quantityCell(quantity), 'количество')),
    options: optionsOf(offer),
    problems,
  };
}

/**
 * offers.xml as the offers of each product, by the product's `Ид`: an offer's `Ид` is the
 * product's, or the product's and the variant's joined by «#». Read whole before import.xml:
 * prices and stock are a few fields an offer.
 */
export async function readOffers(input: Readable): Promise<Map<string, CmlOffer[]>> {
  const offers = new Map<string, CmlOffer[]>();
  for await (const piece of readXml(input, { elements: [OFFER] })) {
    if (piece.kind !== 'element') continue;
    const id = childText(piece.element, 'Ид')?.trim();
    if (!id) continue;
    // «guid#» with nothing after the «#» is the product's own offer too.
    const [product, ...variant] = id.split('#');
    const offer = readOffer(piece.element, variant.join('#') || null);
    const known = offers.get(product!);
    if (known) known.push(offer);
    else offers.set(product!, [offer]);
  }
  return offers;
}
