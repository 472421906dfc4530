import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { cellProblems, readText } from '@vitrina/contracts/catalog-import/values';
import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import type {
  ImportedProduct,
  ImportedVariant,
  ImportItem,
  PhotoSource,
} from '../imported-product';
import type { CmlClassifier } from './commerceml-classifier';
import type { CmlOffer } from './commerceml-offers';
import { cellReader, optionalText } from './feed-cells';
import { ownOrNull, variantOptions } from './feed-options';
import { childrenNamed, childText, type XmlElement } from './xml-element';

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined);

/** `Картинка` paths inside the exchange's archive (`import_files/ab/abc.jpg`), each once. */
function photosOf(product: XmlElement): PhotoSource[] | undefined {
  const paths = new Set(childrenNamed(product, 'Картинка').map(({ text }) => text.trim()));
  paths.delete('');
  return nonEmpty([...paths].map((archivePath) => ({ archivePath })));
}

const variantName = (offer: CmlOffer) => offer.name || (offer.variant ?? '');

/**
 * The variants' options: their characteristics' names in the order first met. Variants given
 * without characteristics (a bare «Футболка (M)») are told apart by their names.
 */
function optionsOf(offers: CmlOffer[]) {
  const titles = [...new Set(offers.flatMap((offer) => [...offer.options.keys()]))];
  if (titles.length)
    return variantOptions(
      titles,
      offers.map((offer) => offer.options),
    );
  const byName = offers.map((offer) => new Map([[xmlMessages.variantOption, variantName(offer)]]));
  return variantOptions([xmlMessages.variantOption], byName);
}

/** The variants of the offers `Ид#…`, or the reasons, each named by its variant. */
function variantsOf(product: ImportedProduct, offers: CmlOffer[], problems: string[]) {
  const variants: ImportedVariant[] = [];
  for (const [at, read] of optionsOf(offers).entries()) {
    const offer = offers[at]!;
    const offerProblems = 'problem' in read ? [read.problem] : offer.problems;
    for (const problem of offerProblems) {
      problems.push(xmlMessages.atVariant(variantName(offer), problem));
    }
    if (!('options' in read)) continue;
    variants.push({
      row: product.row,
      options: read.options,
      // 1C often repeats the product's article on each offer: that is no article of the variant.
      sku: offer.sku === product.sku ? undefined : offer.sku,
      price: ownOrNull(offer.price, product.price),
      stock: offer.stock,
    });
  }
  return variants;
}

/** The product's price and stock from its own offer, or its variants from the offers `Ид#…`. */
function withOffers(product: ImportedProduct, offers: CmlOffer[], problems: string[]) {
  const own = offers.find((offer) => offer.variant === null);
  const variantOffers = offers.filter((offer) => offer.variant !== null);
  problems.push(...(own?.problems ?? []));
  product.price = own?.price ?? variantOffers[0]?.price;
  if (variantOffers.length === 0) product.stock = own?.stock;
  else product.variants = variantsOf(product, variantOffers, problems);
}

/** A `Товар` with its offers as a product, or refused with all its reasons. */
export function productItem(
  element: XmlElement,
  row: number,
  classifier: CmlClassifier,
  offers: ReadonlyMap<string, CmlOffer[]>,
): ImportItem {
  const problems: string[] = [];
  const read = cellReader(problems);
  // A tag the product lacks is undefined: the collection's product keeps its own.
  const optional = (tag: string, what: string, max: number) =>
    optionalText(childText(element, tag), what, max, read);
  const title = read(
    readText(childText(element, 'Наименование') ?? '', 'название', PRODUCT_LIMITS.titleMaxLength),
  );
  if (title === null) problems.push(cellProblems.titleRequired);
  const product: ImportedProduct = {
    row,
    title: title ?? '',
    sku: optional('Артикул', 'артикул', PRODUCT_LIMITS.skuMaxLength),
    about: optional('Описание', 'описание', PRODUCT_LIMITS.textMaxLength),
    categories: classifier.categoriesOf(element),
    photos: photosOf(element),
    characteristics: nonEmpty(classifier.characteristicsOf(element)),
  };
  withOffers(product, offers.get(childText(element, 'Ид')?.trim() ?? '') ?? [], problems);
  if (problems.length === 0) return { kind: 'product', product };
  return {
    kind: 'refused',
    refused: { row, message: importMessages.atOffer(row, problems.join('; ')) },
  };
}
