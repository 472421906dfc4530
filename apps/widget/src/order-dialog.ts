import { UNIT_LABELS } from '@vitrina/contracts/enums';
import { orderFormErrors } from '@vitrina/contracts/order-form';
import type { OrderFormFields } from '@vitrina/contracts/order-form';
import type { CardPrice, OrderPayload, StorefrontCard } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import { priceBlock } from './card';
import { h } from './dom';
import { newIdempotencyKey } from './idempotency-key';
import { openModal } from './modal';
import { orderFields, readFields, showErrors, type FieldName } from './order-fields';
import { confirmation, runningTotal, unitPriceSeen } from './order-summary';

/** Where an order comes from: the site, the showcase's container and the page. */
export interface OrderContext {
  api: StorefrontApi;
  siteId: number;
  tagDiv: string;
}

const SEND_TEXT = 'Отправить заявку';

/**
 * The order dialog of a card, on top of the widget: the product and its price, then the fields
 * in a body that scrolls, and a footer with the alert and the submit button, always in sight.
 * Focus stays inside until it closes (Esc, the close button, a click beside it), then returns
 * to `opener`. A price changed since the page loaded is shown, and the next attempt is at it.
 */
export function openOrderDialog(
  root: ShadowRoot,
  card: StorefrontCard,
  opener: HTMLElement,
  context: OrderContext,
): void {
  /** The price the buyer sees, so the one the order is sent at. */
  let price: CardPrice = card;
  const total = h('p', { class: 'total', 'aria-live': 'polite' });
  const fields = orderFields(UNIT_LABELS[card.module], total);
  const alert = h('p', { class: 'error', role: 'alert' });
  const send = h('button', { type: 'submit', class: 'send' }, SEND_TEXT);
  const honeypot = h('input', {
    class: 'trap',
    name: 'website',
    tabindex: -1,
    autocomplete: 'off',
    'aria-hidden': 'true',
  });
  let shownPrice = priceBlock(card);
  const form = h(
    'form',
    { novalidate: true },
    h(
      'div',
      { class: 'body' },
      h('div', { class: 'summary' }, h('h3', {}, card.title), shownPrice),
      ...Object.values(fields).map(({ row }) => row),
      honeypot,
    ),
    h('div', { class: 'footer' }, alert, send),
  );
  const { dialog, close } = openModal(root, 'Заявка', opener);
  dialog.append(form);

  const showTotal = () => {
    total.textContent = runningTotal(price, Number(fields.quantity.control.value));
  };
  const showPrice = (now: CardPrice) => {
    price = now;
    shownPrice.replaceWith((shownPrice = priceBlock({ ...card, ...now })));
    showTotal();
  };
  fields.quantity.control.addEventListener('input', showTotal);
  showTotal();

  // One key per order attempt: a retry of the same form reuses it, a changed form draws anew.
  let idempotencyKey: string | null = null;
  form.addEventListener('input', () => (idempotencyKey = null));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const filled = readFields(fields);
    alert.textContent = '';
    const refused = showErrors(fields, orderFormErrors(filled));
    if (refused) return refused.focus();

    idempotencyKey ??= newIdempotencyKey();
    setBusy(send, true);
    const payload = orderPayload(filled, card.id, price, context, honeypot.value);
    const outcome = await context.api.order(payload, idempotencyKey);
    setBusy(send, false);
    if (outcome.kind === 'sent') {
      form.replaceWith(confirmation(outcome.number, outcome.total, filled));
      return close.focus();
    }
    // A refusal, or a price changed, is final for this key; a retry keeps it.
    if (outcome.kind !== 'retry') idempotencyKey = null;
    if (outcome.kind === 'price_changed') showPrice(outcome.price);
    const named =
      outcome.kind === 'refused'
        ? showErrors(fields, outcome.fields as Partial<Record<FieldName, string>>)
        : undefined;
    alert.textContent = named ? '' : outcome.detail;
    named?.focus();
  });

  fields.name.control.focus();
}

/** The filled form as the public API takes it; empty optional fields are left out. */
function orderPayload(
  filled: OrderFormFields,
  productId: number,
  price: CardPrice,
  { siteId, tagDiv }: OrderContext,
  website: string,
): OrderPayload {
  return {
    site_id: siteId,
    tag_div: tagDiv,
    product_id: productId,
    ...filled,
    name: filled.name.trim(),
    email: filled.email.trim() || undefined,
    comment: filled.comment || undefined,
    page_url: location.href,
    unit_price_seen: unitPriceSeen(price),
    website,
  };
}

function setBusy(send: HTMLButtonElement, busy: boolean): void {
  send.disabled = busy;
  send.setAttribute('aria-busy', String(busy));
  send.textContent = busy ? 'Отправляем…' : SEND_TEXT;
}
