// The product view's chunk (widget-view.<hash>.js): what fills the dialog that open-view.ts opens
// at once. Loaded on the first opening, so the first card's cost stays where it was.
import type { StorefrontCard, StorefrontProduct } from '@vitrina/contracts/storefront';
import { h } from '../dom';
import { gallery } from './gallery';
import { VIEW_STYLES } from './styles';

/** What the view adds to a card: every photo and the long «Текст». */
export type ProductDetails = StorefrontProduct['data'];

export interface ProductViewOptions {
  card: StorefrontCard;
  /** The product's details as read when the view opened; null when they cannot be read. */
  details: Promise<ProductDetails | null>;
  origin: string;
  /** The card's price block, drawn by widget.js: the view shows the very price of the card. */
  price: HTMLElement;
  /** The showcase's text of 'Купить'. */
  buttonText: string;
  /** 'Купить' pressed in the view. */
  buy: () => void;
}

/**
 * Fills `dialog` (its close button and title already there) with the product: its photos, the
 * card's own first while the details load, then the description, «Текст» as plain text with its
 * line breaks, every main characteristic, the price and 'Купить'.
 */
export function fillProductView(dialog: HTMLElement, options: ProductViewOptions): void {
  const { card } = options;
  const photos = gallery(card.title, options.origin);
  photos.show(card.photo ? [card.photo] : []);
  const text = h('p', { class: 'text', hidden: true });
  const details = h(
    'div',
    { class: 'details' },
    card.description && h('p', {}, card.description),
    card.main_values.length > 0 &&
      h('ul', {}, ...card.main_values.map((line) => h('li', {}, line))),
    text,
  );
  const buy = h(
    'button',
    { type: 'button', class: 'buy', onclick: options.buy },
    options.buttonText,
  );
  dialog.append(
    h('style', {}, VIEW_STYLES),
    h('div', { class: 'body' }, photos.element, details),
    h('div', { class: 'footer' }, options.price, buy),
  );
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') photos.turn(-1);
    if (event.key === 'ArrowRight') photos.turn(1);
  });
  options.details.then((product) => {
    if (!product) return;
    if (product.photos.length) photos.show(product.photos);
    text.textContent = product.text ?? '';
    text.hidden = !product.text;
  });
}

/** What widget.js finds in the chunk it imports. */
export interface ProductViewModule {
  fillProductView: typeof fillProductView;
}
