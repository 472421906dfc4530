import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import type {
  ImportedCharacteristic,
  ImportedProduct,
  ImportedVariant,
  ImportItem,
  PhotoSource,
} from '../imported-product';
import { ownOrNull, variantOptions } from './feed-options';
import type { YmlOffer } from './yml-offer';

const refused = (row: number, problem: string): ImportItem => ({
  kind: 'refused',
  refused: { row, message: importMessages.atOffer(row, problem) },
});

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined);

/** An offer without a group: a product of its own. */
export function productOfOffer(offer: YmlOffer): ImportedProduct {
  return {
    row: offer.row,
    title: offer.title,
    sku: offer.sku,
    price: offer.price,
    discount: offer.discount,
    about: offer.about,
    categories: offer.categories,
    photos: offer.photos,
    stock: offer.stock,
    onSale: offer.available,
    characteristics: nonEmpty(offer.params),
  };
}

const valuesKey = (values: string[]) => values.join(', ');

/** Each parameter's values in each offer, the parameters in the order first met. */
function paramValues(offers: YmlOffer[]): Map<string, Map<YmlOffer, string>> {
  const byTitle = new Map<string, Map<YmlOffer, string>>();
  for (const offer of offers) {
    for (const { title, values } of offer.params) {
      const inOffers = byTitle.get(title) ?? new Map<YmlOffer, string>();
      byTitle.set(title, inOffers.set(offer, valuesKey(values)));
    }
  }
  return byTitle;
}

/**
 * The group's options, the parameters whose values differ between its offers, and its
 * characteristics, the parameters of one value wherever they are given.
 */
function splitParams(offers: YmlOffer[]) {
  const options: string[] = [];
  const characteristics: ImportedCharacteristic[] = [];
  for (const [title, values] of paramValues(offers)) {
    if (new Set(values.values()).size > 1) options.push(title);
    else {
      const [offer] = values.keys();
      characteristics.push(offer!.params.find((param) => param.title === title)!);
    }
  }
  return { options, characteristics };
}

const optionValuesOf = (offer: YmlOffer, titles: string[]) =>
  new Map(
    offer.params
      .filter(({ title }) => titles.includes(title))
      .map(({ title, values }) => [title, valuesKey(values)]),
  );

function variantOf(
  offer: YmlOffer,
  options: ImportedVariant['options'],
  product: ImportedProduct,
): ImportedVariant {
  return {
    row: offer.row,
    options,
    sku: offer.sku,
    price: ownOrNull(offer.price, product.price),
    discount: ownOrNull(offer.discount, product.discount),
    stock: offer.stock,
    photo: offer.photos?.[0],
    enabled: offer.available,
  };
}

/** The product's photos, then each variant's own photo that the product's gallery lacks. */
function galleryOf(head: YmlOffer, variants: ImportedVariant[]): PhotoSource[] | undefined {
  const urls = new Set<string>();
  for (const photo of [...(head.photos ?? []), ...variants.map((variant) => variant.photo)]) {
    if (photo && 'url' in photo) urls.add(photo.url);
  }
  return urls.size ? [...urls].map((url) => ({ url })) : undefined;
}

/**
 * The offers of one `group_id` as one product: its fields from the first offer that can be a
 * variant, its options the parameters that tell the offers apart. The SKU is left out: each
 * offer's is its variant's, and the product is matched by its title.
 */
export function* productOfGroup(group: string, offers: YmlOffer[]): Iterable<ImportItem> {
  if (offers.length === 1) return yield { kind: 'product', product: productOfOffer(offers[0]!) };
  const { options, characteristics } = splitParams(offers);
  if (options.length === 0) {
    for (const offer of offers) yield refused(offer.row, xmlMessages.groupWithoutOptions(group));
    return;
  }
  const read = variantOptions(
    options,
    offers.map((offer) => optionValuesOf(offer, options)),
  );
  const accepted = offers.flatMap((offer, at) => {
    const each = read[at]!;
    return 'options' in each ? [{ offer, options: each.options }] : [];
  });
  for (const [at, each] of read.entries()) {
    if ('problem' in each) yield refused(offers[at]!.row, each.problem);
  }
  const head = accepted[0]?.offer;
  if (!head) return;
  const product: ImportedProduct = {
    ...productOfOffer(head),
    sku: undefined,
    stock: undefined,
    onSale: undefined,
    characteristics: nonEmpty(characteristics),
  };
  product.variants = accepted.map(({ offer, options }) => variantOf(offer, options, product));
  product.photos = galleryOf(head, product.variants);
  yield { kind: 'product', product };
}
