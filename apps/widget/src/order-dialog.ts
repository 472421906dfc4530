import { UNIT_LABELS } from '@vitrina/contracts/enums';
import { orderFormErrors } from '@vitrina/contracts/order-form';
import { orderMessages } from '@vitrina/contracts/order-messages';
import type { OrderFormFields } from '@vitrina/contracts/order-form';
import type { OrderPayload, StorefrontCard } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import { priceBlock } from './card';
import { h } from './dom';
import { trapFocus } from './focus-trap';
import { newIdempotencyKey } from './idempotency-key';
import { orderFields, readFields, showErrors, type FieldName } from './order-fields';

/** Where an order comes from: the site, the showcase's container and the page. */
export interface OrderContext {
  api: StorefrontApi;
  siteId: number;
  tagDiv: string;
}

const SEND_TEXT = 'Отправить заявку';

/**
 * The order dialog of a card, inside the showcase's shadow root. Focus stays inside until it
 * closes (Esc, the close button, a click beside it), then returns to `opener`.
 */
export function openOrderDialog(
  root: ShadowRoot,
  card: StorefrontCard,
  opener: HTMLElement,
  context: OrderContext,
): void {
  const fields = orderFields(UNIT_LABELS[card.module]);
  const alert = h('p', { class: 'error', role: 'alert' });
  const send = h('button', { type: 'submit', class: 'send' }, SEND_TEXT);
  const honeypot = h('input', {
    class: 'trap',
    name: 'website',
    tabindex: -1,
    autocomplete: 'off',
    'aria-hidden': 'true',
  });
  const form = h(
    'form',
    { novalidate: true },
    ...Object.values(fields).map(({ row }) => row),
    honeypot,
    alert,
    send,
  );
  const close = h('button', { type: 'button', class: 'close', 'aria-label': 'Закрыть' }, '×');
  const dialog = h(
    'div',
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'order-title' },
    close,
    h('h2', { id: 'order-title' }, 'Заявка'),
    h('div', { class: 'summary' }, h('h3', {}, card.title), priceBlock(card)),
    form,
  );
  const overlay = h('div', { class: 'overlay' }, dialog);

  const dismiss = () => {
    overlay.remove();
    opener.focus();
  };
  close.addEventListener('click', dismiss);
  overlay.addEventListener('click', (event) => event.target === overlay && dismiss());
  trapFocus(dialog, root, dismiss);

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
    const payload = orderPayload(filled, card, context, honeypot.value);
    const outcome = await context.api.order(payload, idempotencyKey);
    setBusy(send, false);
    if (outcome.kind === 'sent') {
      form.replaceWith(h('p', { role: 'status' }, orderMessages.sent(outcome.number)));
      return close.focus();
    }
    if (outcome.kind === 'refused') idempotencyKey = null;
    const fieldErrors = outcome.kind === 'refused' ? outcome.fields : {};
    const named = showErrors(fields, fieldErrors as Partial<Record<FieldName, string>>);
    alert.textContent = named ? '' : outcome.detail;
    named?.focus();
  });

  root.append(overlay);
  fields.name.control.focus();
}

/** The filled form as the public API takes it; empty optional fields are left out. */
function orderPayload(
  filled: OrderFormFields,
  card: StorefrontCard,
  { siteId, tagDiv }: OrderContext,
  website: string,
): OrderPayload {
  return {
    site_id: siteId,
    tag_div: tagDiv,
    product_id: card.id,
    ...filled,
    name: filled.name.trim(),
    email: filled.email.trim() || undefined,
    comment: filled.comment || undefined,
    page_url: location.href,
    website,
  };
}

function setBusy(send: HTMLButtonElement, busy: boolean): void {
  send.disabled = busy;
  send.setAttribute('aria-busy', String(busy));
  send.textContent = busy ? 'Отправляем…' : SEND_TEXT;
}
