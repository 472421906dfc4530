import {
  cellProblems,
  readRubles,
  readStock,
  readText,
} from '@vitrina/contracts/catalog-import/values';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import type { ImportedCharacteristic, ImportedDiscount, PhotoSource } from '../imported-product';
import { cellReader, optionalText, type CellReader } from './feed-cells';
import { childrenNamed, childText, type XmlElement } from './xml-element';

/** One `<offer>` of a feed as read, before it becomes a product or a variant of one. */
export interface YmlOffer {
  row: number;
  group: string | null;
  title: string;
  sku?: string | null;
  price?: number | null;
  discount?: ImportedDiscount;
  about?: string | null;
  categories?: string[][];
  photos?: PhotoSource[];
  stock?: number | null;
  available?: boolean;
  params: ImportedCharacteristic[];
}

/** A price without an old price above it is a price without a sale. */
const NO_DISCOUNT = { value: 0, type: 'PERCENT' } as const;

/** Where a feed may put the stock: Market's `count`, older feeds' `quantity` or `stock`. */
const STOCK_TAGS = ['count', 'quantity', 'stock'] as const;

/** The name, or for a «vendor.model» offer its type, brand and model. */
function titleOf(offer: XmlElement): string {
  const name = childText(offer, 'name');
  if (name?.trim()) return name;
  return ['typePrefix', 'vendor', 'model']
    .map((tag) => childText(offer, tag)?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The price and the sale: an old price above the price is the full price, the gap the discount. */
function pricing(offer: XmlElement, read: CellReader): Pick<YmlOffer, 'price' | 'discount'> {
  const priceCell = childText(offer, 'price');
  if (priceCell === undefined) return {};
  const price = read(readRubles(priceCell));
  const oldCell = childText(offer, 'oldprice');
  const old = oldCell === undefined ? null : read(readRubles(oldCell, 'старая цена'));
  if (price == null) return { price };
  if (old == null || old <= price) return { price, discount: NO_DISCOUNT };
  return { price: old, discount: { value: Math.round((old - price) * 100) / 100, type: 'RUBLES' } };
}

function stockOf(offer: XmlElement, read: CellReader): number | null | undefined {
  const cell = STOCK_TAGS.map((tag) => childText(offer, tag)).find((text) => text !== undefined);
  return cell === undefined ? undefined : read(readStock(cell));
}

/** `available="false"`: not on sale; without the attribute the product's own state stays. */
function availability(offer: XmlElement): boolean | undefined {
  const flag = offer.attributes['available']?.trim().toLowerCase();
  if (flag === 'true') return true;
  if (flag === 'false') return false;
  return undefined;
}

/** Pictures in the feed's order, each once. */
function photosOf(offer: XmlElement): PhotoSource[] | undefined {
  const urls = new Set(childrenNamed(offer, 'picture').map(({ text }) => text.trim()));
  urls.delete('');
  return urls.size ? [...urls].map((url) => ({ url })) : undefined;
}

/** `<param name="Вес" unit="кг">1,5</param>` as «Вес: 1,5 кг»; a name given twice has two values. */
function paramsOf(offer: XmlElement): ImportedCharacteristic[] {
  const params = new Map<string, string[]>();
  for (const { attributes, text } of childrenNamed(offer, 'param')) {
    const title = attributes['name']?.trim();
    const value = [text.trim(), attributes['unit']?.trim()].filter(Boolean).join(' ');
    if (!title || !text.trim()) continue;
    const values = params.get(title) ?? [];
    if (!values.includes(value)) params.set(title, [...values, value]);
  }
  return [...params].map(([title, values]) => ({ title, values }));
}

/** Category paths of the offer's `categoryId`s that the feed's tree knows. */
function categoriesOf(offer: XmlElement, pathOf: (id: string) => string[] | undefined) {
  const paths = childrenNamed(offer, 'categoryId')
    .map(({ text }) => pathOf(text.trim()))
    .filter((path) => path !== undefined);
  return paths.length ? paths : undefined;
}

/** An `<offer>` read, or the reasons it cannot be (each field's, in the order read). */
export function readOffer(
  offer: XmlElement,
  row: number,
  categoryPath: (id: string) => string[] | undefined,
): { offer: YmlOffer } | { problems: string[] } {
  const problems: string[] = [];
  const read = cellReader(problems);
  const title = read(readText(titleOf(offer), 'название', PRODUCT_LIMITS.titleMaxLength));
  if (title === null) problems.unshift(cellProblems.titleRequired);
  const record: YmlOffer = {
    row,
    group: offer.attributes['group_id']?.trim() || null,
    title: title ?? '',
    sku: optionalText(childText(offer, 'vendorCode'), 'артикул', PRODUCT_LIMITS.skuMaxLength, read),
    ...pricing(offer, read),
    // The long text: a feed's descriptions, often HTML, run past the short description's limit.
    about: optionalText(
      childText(offer, 'description'),
      'описание',
      PRODUCT_LIMITS.textMaxLength,
      read,
    ),
    categories: categoriesOf(offer, categoryPath),
    photos: photosOf(offer),
    stock: stockOf(offer, read),
    available: availability(offer),
    params: paramsOf(offer),
  };
  return problems.length ? { problems } : { offer: record };
}
