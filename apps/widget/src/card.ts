import { productCardPrice } from '@vitrina/contracts/pricing';
import type { StorefrontCard, StorefrontShowcase } from '@vitrina/contracts/storefront';
import { h } from './dom';
import { photoAttributes } from './media';

/** The price block of spec §2.7: the price to pay, the struck old price, the discount label. */
export function priceBlock(card: StorefrontCard): HTMLElement {
  const { price, oldPrice, discount } = productCardPrice(card);
  return h(
    'p',
    { class: 'price' },
    h('b', {}, price),
    oldPrice && h('s', {}, oldPrice),
    discount && h('span', { class: 'discount' }, discount),
  );
}

/** A button of a card pressed: gets the button so a dialog can give focus back to it. */
export type CardHandler = (card: StorefrontCard, button: HTMLButtonElement) => void;
/** `Купить` pressed. */
export type BuyHandler = CardHandler;

/** A button of `card` that calls `handler` when pressed. */
function cardButton(
  card: StorefrontCard,
  handler: CardHandler,
  attributes: Record<string, string | number>,
  content: Node | string,
): HTMLButtonElement {
  const button = h('button', { type: 'button', ...attributes }, content);
  button.addEventListener('click', () => handler(card, button));
  return button;
}

/**
 * One product card. With `onOpen`, its photo and title are buttons that open the product's
 * view; the photo's stays out of the Tab order, so a keyboard meets each product once.
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
    priceBlock(card),
    cardButton(card, onBuy, { class: 'buy' }, showcase.style.button_text),
  );
}
