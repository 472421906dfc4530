import type { StorefrontCard, StorefrontShowcase } from '@vitrina/contracts/storefront';
import { renderCard, type BuyHandler, type CardHandler } from './card';
import { h } from './dom';
import { renderFrame } from './frame';

/** Cards shown at first and added by each 'Показать ещё'. */
export const CARDS_PER_PAGE = 24;

/** The category filter: 'Все' and one button a tag, the chosen one pressed. */
function filterBar(showcase: StorefrontShowcase, choose: (key: string | null) => void) {
  const choices = [{ key: null, title: 'Все' }, ...showcase.tags];
  const buttons = choices.map(({ key, title }) =>
    h(
      'button',
      { type: 'button', 'aria-pressed': String(key === null), onclick: () => press(key) },
      title,
    ),
  );
  const press = (key: string | null) => {
    buttons.forEach((button, index) =>
      button.setAttribute('aria-pressed', String(choices[index]?.key === key)),
    );
    choose(key);
  };
  return h('div', { class: 'filter', role: 'group', 'aria-label': 'Категории' }, ...buttons);
}

/** A card on screen: its data and its element. */
export interface DrawnCard {
  card: StorefrontCard;
  element: HTMLElement;
}

/** What the showcase's cards do, and who hears of the cards it draws. */
export interface ShowcaseHandlers {
  /** 'Купить' pressed. */
  buy: BuyHandler;
  /** A card's photo or title pressed: opens its product view; without it they are plain. */
  open?: CardHandler;
  /** The cards on screen, in order, each time they are drawn (first, 'Показать ещё', filter). */
  drawn?: (cards: DrawnCard[]) => void;
}

/**
 * Renders one showcase into its container's shadow root, in the widget's frame: filter, cards,
 * 'Показать ещё'.
 */
export function renderShowcase(
  root: ShadowRoot,
  showcase: StorefrontShowcase,
  origin: string,
  handlers: ShowcaseHandlers,
): void {
  const grid = h('div', { class: 'grid' });
  const more = h('button', { type: 'button', class: 'more' }, 'Показать ещё');
  let tag: string | null = null;
  let shown = CARDS_PER_PAGE;

  const update = () => {
    const cards = showcase.cards.filter((card) => tag === null || card.tags.includes(tag));
    const drawn = cards.slice(0, shown).map((card) => ({
      card,
      element: renderCard(card, showcase, origin, handlers.buy, handlers.open),
    }));
    grid.replaceChildren(...drawn.map(({ element }) => element));
    more.hidden = cards.length <= shown;
    handlers.drawn?.(drawn);
  };
  more.addEventListener('click', () => {
    shown += CARDS_PER_PAGE;
    update();
  });
  const choose = (key: string | null) => {
    tag = key;
    shown = CARDS_PER_PAGE;
    update();
  };

  const view = h(
    'div',
    { class: 'showcase' },
    showcase.tags.length > 1 && filterBar(showcase, choose),
    grid,
    more,
  );
  renderFrame(root, showcase.style, view);
  update();
}
