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

/** `Купить` pressed: gets the card's button so the dialog can give focus back to it. */
export type BuyHandler = (card: StorefrontCard, button: HTMLButtonElement) => void;

/** One product card. */
export function renderCard(
  card: StorefrontCard,
  showcase: StorefrontShowcase,
  origin: string,
  onBuy: BuyHandler,
): HTMLElement {
  const photo = photoAttributes(card.photo, origin);
  const buy = h('button', { type: 'button', class: 'buy' }, showcase.style.button_text);
  buy.addEventListener('click', () => onBuy(card, buy));
  return h(
    'article',
    { class: 'card', 'aria-label': card.title },
    photo ? h('img', photo) : h('div', { class: 'nophoto' }),
    h('h3', {}, card.title),
    showcase.style.show_description && card.description && h('p', {}, card.description),
    card.main_values.length > 0 &&
      h('ul', {}, ...card.main_values.map((line) => h('li', {}, line))),
    priceBlock(card),
    buy,
  );
}
