import { cartMessages } from '@vitrina/contracts/cart';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { formatRubles, orderTotal, sumRubles } from '@vitrina/contracts/pricing';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { h } from '../dom';
import { judgeLines, type LineNote, type LineState } from './cart-marks';
import type { CartLine } from './cart-store';

export interface LinesOptions {
  showcases: StorefrontShowcase[];
  origin: string;
  /** What the page learnt of the lines (cart-marks.ts). */
  notes: Map<string, LineNote>;
  /** Keeps the cart as changed, and draws it again. */
  save: (lines: CartLine[]) => void;
  checkout: () => void;
}

/**
 * Rubles of a line as an order charges it: its unit price seen (discounts already taken) times
 * its quantity, to the kopeck; null without a price.
 */
export const lineTotal = ({ price_seen, quantity }: CartLine) =>
  orderTotal(price_seen, 0, 'RUBLES', quantity)?.total ?? null;

function stepper(line: CartLine, change: (quantity: number) => void) {
  const { quantityMin: min, quantityMax: max } = ORDER_LIMITS;
  const button = (label: string, text: string, quantity: number) =>
    h(
      'button',
      { type: 'button', 'aria-label': label, disabled: quantity < min || quantity > max },
      text,
    );
  const less = button(cartMessages.decrease(line.title), '−', line.quantity - 1);
  const more = button(cartMessages.increase(line.title), '+', line.quantity + 1);
  less.addEventListener('click', () => change(line.quantity - 1));
  more.addEventListener('click', () => change(line.quantity + 1));
  const typed = h('input', {
    type: 'number',
    inputmode: 'numeric',
    min,
    max,
    value: line.quantity,
    'aria-label': cartMessages.quantity(line.title),
  });
  // A typed quantity counts once it is confirmed: redrawn on each key, the field would go away.
  typed.addEventListener('change', () => {
    // An emptied field (or what a number field cannot read) keeps the quantity it had.
    const quantity = typed.value === '' ? line.quantity : Math.trunc(Number(typed.value));
    change(Math.min(Math.max(quantity, min), max));
  });
  return h('div', { class: 'stepper' }, less, typed, more);
}

function lineItem({ line, mark, orderable }: LineState, lines: CartLine[], options: LinesOptions) {
  const replace = (next: CartLine | null) =>
    options.save(lines.flatMap((each) => (each === line ? (next ? [next] : []) : [each])));
  const total = orderable ? lineTotal(line) : null;
  const remove = h(
    'button',
    { type: 'button', class: 'remove', 'aria-label': cartMessages.remove(line.title) },
    '×',
  );
  remove.addEventListener('click', () => replace(null));
  return h(
    'li',
    { class: 'line' },
    line.photo ? h('img', { src: line.photo, alt: '' }) : h('span', { class: 'nophoto' }),
    h(
      'div',
      {},
      h('h3', {}, line.title),
      line.variant && h('p', { class: 'hint' }, line.variant),
      mark && h('p', { class: orderable ? 'hint' : 'stock' }, mark),
      orderable && stepper(line, (quantity) => replace({ ...line, quantity })),
    ),
    h('b', {}, total === null ? '' : formatRubles(total)),
    remove,
  );
}

/**
 * Draws the cart's lines into the drawer's body and its total and checkout into its footer,
 * each line judged against the showcases loaded; focus stays on the control it was on. Answers
 * the lines that can be ordered.
 */
export function drawLines(
  body: HTMLElement,
  footer: HTMLElement,
  lines: CartLine[],
  options: LinesOptions,
): CartLine[] {
  const root = body.getRootNode() as ShadowRoot;
  const focused = root.activeElement?.getAttribute('aria-label');
  const states = judgeLines(lines, options.showcases, options.notes);
  const orderable = states.filter((state) => state.orderable).map((state) => state.line);
  const sum = sumRubles(orderable.map(lineTotal)) ?? 0;
  // An emptied cart is told by the drawer's count («Корзина пуста»): no lines, no total.
  const list = h(
    'ul',
    { class: 'lines' },
    ...states.map((state) => lineItem(state, lines, options)),
  );
  body.replaceChildren(...(lines.length > 0 ? [list] : []));
  footer.hidden = lines.length === 0;
  const checkout = h(
    'button',
    { type: 'button', class: 'send', disabled: orderable.length === 0 },
    cartMessages.checkout,
  );
  checkout.addEventListener('click', options.checkout);
  footer.replaceChildren(
    h('p', { class: 'total' }, `${cartMessages.total}: ${formatRubles(sum)}`),
    checkout,
  );
  // The control focused before, drawn again; a '−' that reached its bound leaves it to the dialog.
  const again =
    focused &&
    [...body.querySelectorAll<HTMLElement>('button:not([disabled]),input')].find(
      (control) => control.getAttribute('aria-label') === focused,
    );
  (
    again || (root.activeElement?.isConnected ? null : body.closest<HTMLElement>('[role=dialog]'))
  )?.focus();
  return orderable;
}
