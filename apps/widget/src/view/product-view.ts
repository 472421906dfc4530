// The product view's chunk (widget-view.<hash>.js): what fills the dialog that open-view.ts opens
// at once. Loaded on the first opening, so the first card's cost stays where it was.
import type { CardPrice, StorefrontCard, StorefrontProduct } from '@vitrina/contracts/storefront';
import { h } from '../dom';
import { variantChoices } from './choices';
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
  /** widget.js's price block of a chosen combination: its code and texts are not carried twice. */
  priceOf: (fields: CardPrice) => HTMLElement;
  /** «Нет в наличии», from widget.js's texts. */
  outOfStock: string;
  /** The showcase's text of 'Купить'. */
  buttonText: string;
  /** 'Купить' pressed in the view, with the combination chosen. */
  buy: (variantId?: number) => void;
}

/**
 * Fills `dialog` (its close button and title already there) with the product: its photos, the
 * card's own first while the details load, then the description, every main characteristic, its
 * options to choose from, «Текст» as plain text with its line breaks, the price (the chosen
 * combination's) and 'Купить' — or «Нет в наличии» in its place when nothing can be ordered.
 */
export function fillProductView(dialog: HTMLElement, options: ProductViewOptions): void {
  const { card } = options;
  let price = options.price;
  let chosen: number | undefined;
  const choices =
    card.variants &&
    variantChoices(card.variants, options.outOfStock, (item) => {
      chosen = item.id;
      price.replaceWith((price = options.priceOf(item)));
    });
  const photos = gallery(card.title, options.origin);
  photos.show(card.photo ? [card.photo] : []);
  const text = h('p', { class: 'text', hidden: true });
  const details = h(
    'div',
    { class: 'details' },
    card.description && h('p', {}, card.description),
    card.main_values.length > 0 &&
      h('ul', {}, ...card.main_values.map((line) => h('li', {}, line))),
    choices && choices.element,
    text,
  );
  const buy = card.available
    ? h(
        'button',
        { type: 'button', class: 'buy', onclick: () => options.buy(chosen) },
        options.buttonText,
      )
    : h('p', { class: 'stock' }, options.outOfStock);
  dialog.append(
    h('style', {}, VIEW_STYLES),
    h('div', { class: 'body' }, photos.element, details),
    h('div', { class: 'footer' }, price, buy),
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

/** What widget.js finds in the chunk it imports: the order dialog draws the choices too. */
export interface ProductViewModule {
  fillProductView: typeof fillProductView;
  variantChoices: typeof variantChoices;
}

export { variantChoices };
