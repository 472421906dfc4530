import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import { formatRubles, fromPrice, parseAmount, productCardPrice } from '@vitrina/contracts/pricing';
import type { CardPrice, StorefrontCard, StorefrontShowcase } from '@vitrina/contracts/storefront';
import { h } from './dom';
import { photoAttributes } from './media';
import { unitPriceSeen } from './order-summary';

/** The price block of spec §2.7: the price to pay, the struck old price, the discount label. */
export function priceBlock(fields: CardPrice): HTMLElement {
  const { price, oldPrice, discount } = productCardPrice(fields);
  return h(
    'p',
    { class: 'price' },
    h('b', {}, price),
    oldPrice && h('s', {}, oldPrice),
    discount && h('span', { class: 'discount' }, discount),
  );
}

/**
 * A card's price block: «от» and the lowest price of its combinations when their prices differ,
 * the one price when they do not, the card's own without variants. Only combinations on sale
 * count while there are any: a switched-off one's price is none a buyer can pay.
 */
export function cardPriceBlock(card: StorefrontCard): HTMLElement {
  const items = card.variants?.items ?? [];
  const onSale = items.filter((item) => item.available);
  // A zero price is no price (productCardPrice): such a combination has none to compare.
  const priced = (onSale.length ? onSale : items).filter((item) => parseAmount(item.price));
  const prices = priced.map((item) => unitPriceSeen(item)!);
  const lowest = Math.min(...prices);
  const cheapest = priced[prices.indexOf(lowest)];
  if (!cheapest) return priceBlock(card);
  return lowest === Math.max(...prices)
    ? priceBlock(cheapest)
    : h('p', { class: 'price' }, h('b', {}, fromPrice(formatRubles(lowest))));
}

/** A button of a card pressed: gets the button so a dialog can give focus back to it. */
export type CardHandler = (card: StorefrontCard, button: HTMLButtonElement) => void;
/** `Купить` pressed, with the combination chosen in the product's view, if any. */
export type BuyHandler = (
  card: StorefrontCard,
  button: HTMLButtonElement,
  variantId?: number,
) => void;

/** A button of `card` that calls `handler` when pressed. */
function cardButton(
  card: StorefrontCard,
  handler: CardHandler,
  attributes: Parameters<typeof h>[1],
  content: Node | string,
): HTMLButtonElement {
  const button = h('button', { type: 'button', ...attributes }, content);
  button.addEventListener('click', () => handler(card, button));
  return button;
}

/**
 * One product card. With `onOpen`, its photo and title are buttons that open the product's
 * view; the photo's stays out of the Tab order, so a keyboard meets each product once. A product
 * that cannot be ordered says «Нет в наличии», and its 'Купить' is disabled, described by it.
 */
export function renderCard(
  card: StorefrontCard,
  showcase: StorefrontShowcase,
  origin: string,
  onBuy: BuyHandler,
  onOpen?: CardHandler,
): HTMLElement {
  const photo = photoAttributes(card.photo, origin);
  const image = photo ? h('img', photo) : h('span', { class: 'nophoto' });
  const soldOut = !card.available && `stock-${card.id}`;
  return h(
    'article',
    { class: 'card', 'aria-label': card.title },
    onOpen
      ? cardButton(card, onOpen, { class: 'photo', tabindex: -1, 'aria-label': card.title }, image)
      : image,
    h('h3', {}, onOpen ? cardButton(card, onOpen, { class: 'open' }, card.title) : card.title),
    showcase.style.show_description && card.description && h('p', {}, card.description),
    card.main_values.length > 0 &&
      h('ul', {}, ...card.main_values.map((line) => h('li', {}, line))),
    cardPriceBlock(card),
    soldOut && h('p', { class: 'stock', id: soldOut }, buyerOrderTexts.outOfStock),
    cardButton(
      card,
      onBuy,
      { class: 'buy', disabled: !!soldOut, 'aria-describedby': soldOut || undefined },
      showcase.style.button_text,
    ),
  );
}
