import type { DiscountType } from '@vitrina/contracts/enums';
import { discountedPrice, parseAmount } from '@vitrina/contracts/pricing';
import type { StorefrontVariant, StorefrontVariants } from '@vitrina/contracts/storefront';
import type { ProductsService } from '../products/products.service';
import { PICTURES_MAX, type OfferDetails, type VariantDetails } from './feeds.repository';

export type CardRow = Awaited<ReturnType<ProductsService['cardsOnSale']>>[number];

/** Yandex Market cuts a description here. */
const DESCRIPTION_MAX = 3000;

export interface OfferParam {
  name: string;
  value: string;
}

/** One `<offer>` of the feed: a product, or one variant of a product with variants. */
export interface Offer {
  id: string;
  /** The product's id for each of its variants; null for a product without variants. */
  groupId: number | null;
  available: boolean;
  url: string;
  price: number;
  /** The price before the discount; null when none applies. */
  oldPrice: number | null;
  categoryId: number | null;
  pictures: string[];
  name: string;
  vendorCode: string | null;
  description: string | null;
  /** Stock left; null where the product does not track it. */
  count: number | null;
  params: OfferParam[];
}

interface Pricing {
  price: string | null;
  discount_value: string;
  discount_type: string;
}

/**
 * What the buyer pays and the price before the discount, by the contracts' math as the card and
 * the order count it. Null without a price to pay: a marketplace takes no offer at 0 ₽.
 */
function offerPrice({ price, discount_value, discount_type }: Pricing) {
  const full = parseAmount(price);
  if (full === null || full === 0) return null;
  const paid = discountedPrice(full, discount_value, discount_type as DiscountType) ?? full;
  if (paid <= 0) return null;
  return { price: paid, oldPrice: paid < full ? full : null };
}

/** The characteristics' main values, one `param` each, but for the options a variant sets. */
const mainValueParams = (card: CardRow, skipped: Set<string>): OfferParam[] =>
  card.characteristics.flatMap(({ title, values }) => {
    const mains = values.filter((value) => value.main_value).map(({ value }) => value);
    return mains.length > 0 && !skipped.has(title)
      ? [{ name: title, value: mains.join(', ') }]
      : [];
  });

/** The variant's value of each option, in the options' order. */
const optionParams = (variants: StorefrontVariants, item: StorefrontVariant): OfferParam[] =>
  variants.options.flatMap(({ title, values }, place) => {
    const chosen = values.find((value) => value.id === item.value_ids[place]);
    return chosen ? [{ name: title, value: chosen.value }] : [];
  });

/** Where an offer leads and the feed's category tree it is filed under. */
export interface OfferPlace {
  url: string;
  /** The feed category of the product: a listed category of it, or its collection. */
  categoryId: number | null;
}

const shortened = (text: string | null) => (text ? text.slice(0, DESCRIPTION_MAX) : null);

function productOffer(card: CardRow, details: OfferDetails, place: OfferPlace): Offer[] {
  const price = offerPrice(card);
  if (!price) return [];
  return [
    {
      id: String(card.id),
      groupId: null,
      available: card.available,
      ...place,
      ...price,
      pictures: details.pictures,
      name: card.title,
      vendorCode: details.sku,
      description: shortened(details.about ?? card.description),
      count: details.stock,
      params: mainValueParams(card, new Set()),
    },
  ];
}

function variantOffer(
  card: CardRow,
  details: OfferDetails,
  place: OfferPlace,
  item: StorefrontVariant,
  variant: VariantDetails,
): Offer[] {
  const variants = card.variants!;
  const price = offerPrice(item);
  if (!price) return [];
  const options = optionParams(variants, item);
  const own = variant.picture;
  const pictures = own ? [own, ...details.pictures.filter((url) => url !== own)] : details.pictures;
  return [
    {
      // Letters and digits only, as Market asks; `v` keeps a variant's apart from a product's.
      id: `${card.id}v${item.id}`,
      groupId: card.id,
      available: item.available,
      ...place,
      ...price,
      pictures: pictures.slice(0, PICTURES_MAX),
      name: [card.title, ...options.map(({ value }) => value)].join(', '),
      vendorCode: variant.sku,
      description: shortened(details.about ?? card.description),
      count: variant.stock,
      params: [
        ...mainValueParams(card, new Set(variants.options.map(({ title }) => title))),
        ...options,
      ],
    },
  ];
}

/**
 * A product's offers: itself, or each of its variants that is switched on (one `group_id`);
 * none without a price to pay.
 */
export function offersOf(card: CardRow, details: OfferDetails, place: OfferPlace): Offer[] {
  if (!card.variants) return productOffer(card, details, place);
  const variantsById = new Map(details.variants.map((variant) => [variant.id, variant]));
  return card.variants.items.flatMap((item) => {
    const variant = variantsById.get(item.id);
    return variant?.enabled ? variantOffer(card, details, place, item, variant) : [];
  });
}
