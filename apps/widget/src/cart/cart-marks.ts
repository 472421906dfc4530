import { cartLineKey, cartMessages } from '@vitrina/contracts/cart';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import {
  discountedPrice,
  formatRubles,
  isPriceSeen,
  NO_PRICE_TEXT,
} from '@vitrina/contracts/pricing';
import type { StorefrontCard, StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { CartLine } from './cart-store';

/** A line as the drawer shows it now: whether it can be ordered, and what changed since. */
export interface LineState {
  line: CartLine;
  orderable: boolean;
  /** «Больше не продаётся», «Нет в наличии», «Цена изменилась, была …», or null. */
  mark: string | null;
}

const rublesOrNone = (price: number | null) =>
  price === null ? NO_PRICE_TEXT.toLowerCase() : formatRubles(price);

function cardOf(showcases: StorefrontShowcase[], productId: number) {
  for (const showcase of showcases) {
    const card = showcase.cards.find(({ id }) => id === productId);
    if (card) return card;
  }
  return undefined;
}

/** The card or, for a variant, its combination: what the line is priced and sold as today. */
function offerOf(card: StorefrontCard | undefined, variantId: number | undefined) {
  if (!card || !card.variants !== (variantId === undefined)) return undefined;
  return variantId === undefined ? card : card.variants!.items.find(({ id }) => id === variantId);
}

/** What the page learnt of a line since it was added: a price changed, or a 409's answer. */
export interface LineNote {
  mark: string;
  orderable: boolean;
}

export const lineKeyOf = (line: CartLine) => cartLineKey(line.product_id, line.variant_id);

/**
 * Each line judged by the showcases the page loaded, no request made: gone from them → off
 * sale, unavailable → out of stock, another price → marked, and the price it is ordered at
 * becomes today's (so the total follows). `notes` keeps what was learnt for this page, so a mark
 * stays while the buyer changes the cart, and a price a 409 gave is not judged again.
 */
export function judgeLines(
  lines: CartLine[],
  showcases: StorefrontShowcase[],
  notes: Map<string, LineNote>,
): LineState[] {
  return lines.map((line): LineState => {
    const offer = offerOf(cardOf(showcases, line.product_id), line.variant_id);
    if (!offer) return { line, orderable: false, mark: cartMessages.offSale };
    if (!offer.available) return { line, orderable: false, mark: buyerOrderTexts.outOfStock };
    const key = lineKeyOf(line);
    const now = discountedPrice(offer.price, offer.discount_value, offer.discount_type);
    if (!isPriceSeen(line.price_seen, now) && !notes.has(key)) {
      notes.set(key, {
        mark: cartMessages.priceChanged(rublesOrNone(line.price_seen)),
        orderable: true,
      });
      line.price_seen = now;
    }
    return { line, orderable: true, mark: null, ...notes.get(key) };
  });
}

/** «Синий, 350 мл»: the values of the combination, in its options' order. */
export function variantLabel(card: StorefrontCard, variantId: number | undefined): string | null {
  const item = card.variants?.items.find(({ id }) => id === variantId);
  if (!item || !card.variants) return null;
  const values = card.variants.options.flatMap((option) => option.values);
  return item.value_ids.map((id) => values.find((value) => value.id === id)?.value).join(', ');
}

/** The unit price a card (or its chosen combination) shows. */
export function priceSeenOf(card: StorefrontCard, variantId: number | undefined): number | null {
  const offer = offerOf(card, variantId) ?? card;
  return discountedPrice(offer.price, offer.discount_value, offer.discount_type);
}
