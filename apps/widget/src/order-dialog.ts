import { UNIT_LABELS } from '@vitrina/contracts/enums';
import { orderFormErrors } from '@vitrina/contracts/order-form';
import type { OrderFormFields } from '@vitrina/contracts/order-form';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import type { CardPrice, OrderPayload, StorefrontCard } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import { cardPriceBlock, priceBlock } from './card';
import { h } from './dom';
import { newIdempotencyKey } from './idempotency-key';
import { openModal } from './modal';
import type { ViewContext } from './open-view';
import { orderChoices } from './order-choices';
import {
  orderFields,
  readFields,
  showErrors,
  type FieldName,
  type OrderSettings,
} from './order-fields';
import { confirmation, runningTotal, unitPriceSeen } from './order-summary';
import type { OnlinePayment } from './payment/online-payment';

/** Where an order comes from: the site, the showcase's container and the page. */
export interface OrderContext {
  api: StorefrontApi;
  siteId: number;
  tagDiv: string;
  /** The view's chunk, whose code draws a product's options to choose from. */
  loadView: ViewContext['loadView'];
  /** The payment's chunk's part of the form, for a widget paid online. */
  payment?: OnlinePayment;
  /** The widget's policy, linked under the consent, and its text once the order is sent. */
  settings: OrderSettings;
}

const SEND_TEXT = 'Отправить заявку';

/**
 * The order dialog of a card, on top of the widget: the product and its price, its options to
 * choose from (`variantId` chosen first when on sale), then the fields in a body that scrolls,
 * and a footer with the alert and the submit button, always in sight. Focus stays inside until it
 * closes (Esc, the close button, a click beside it), then returns to `opener`. A price changed
 * since the page loaded is shown, and the next attempt is at it; fewer left than asked for sets
 * the quantity to what is left, and none left stops the form until another combination is chosen.
 * Paid online, the button says so, and the order sent goes on to the provider's page.
 */
export function openOrderDialog(
  root: ShadowRoot,
  card: StorefrontCard,
  opener: HTMLElement,
  context: OrderContext,
  variantId?: number,
): void {
  /** The price the buyer sees, so the one the order is sent at: a combination's once chosen. */
  let price: CardPrice | null = card.variants ? null : card;
  const total = h('p', { class: 'total', 'aria-live': 'polite' });
  const fields = orderFields(UNIT_LABELS[card.module], total, context.settings.policy_url);
  const alert = h('p', { class: 'error', role: 'alert' });
  const sendText = context.payment?.sendText ?? SEND_TEXT;
  const send = h('button', { type: 'submit', class: 'send' }, sendText);
  const honeypot = h('input', {
    class: 'trap',
    name: 'website',
    tabindex: -1,
    autocomplete: 'off',
    'aria-hidden': 'true',
  });
  let shownPrice = cardPriceBlock(card);
  const summary = h('div', { class: 'summary' }, h('h3', {}, card.title), shownPrice);
  const form = h(
    'form',
    { novalidate: true },
    h('div', { class: 'body' }, summary, ...Object.values(fields).map(({ row }) => row), honeypot),
    h('div', { class: 'footer' }, alert, send),
  );
  const { dialog, close } = openModal(root, 'Заявка', opener);
  dialog.append(form);

  const quantity = fields.quantity;
  const showTotal = () => {
    total.textContent = price ? runningTotal(price, Number(quantity.control.value)) : '';
  };
  const showPrice = (now: CardPrice) => {
    price = now;
    shownPrice.replaceWith((shownPrice = priceBlock(now)));
    showTotal();
  };
  quantity.control.addEventListener('input', showTotal);
  showTotal();

  let soldOut = false;
  /** Nothing left of what is chosen: the form says so at the quantity and cannot be sent. */
  const markSoldOut = (out: boolean) => {
    soldOut = send.disabled = out;
    quantity.error.textContent = out ? buyerOrderTexts.outOfStock : '';
  };
  const choices =
    card.variants &&
    orderChoices(
      card.variants,
      summary,
      context.loadView,
      (item) => {
        showPrice(item);
        // What was said of the stock was said of another combination.
        quantity.error.textContent = '';
        if (soldOut) markSoldOut(false);
      },
      variantId,
    );
  if (choices) void choices.load();
  if (!card.available) markSoldOut(true);
  /** Fewer left than asked for: the quantity becomes what is left, to send again; none stops it. */
  const showLeft = (detail: string, left: number) => {
    if (left > 0) {
      quantity.control.value = String(left);
      showTotal();
      quantity.error.textContent = detail;
    } else {
      choices?.soldOut();
      markSoldOut(true);
    }
    quantity.control.focus();
  };

  // One key per order attempt: a retry of the same form reuses it, a changed form draws anew.
  let idempotencyKey: string | null = null;
  form.addEventListener('input', () => (idempotencyKey = null));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const filled = readFields(fields);
    alert.textContent = '';
    const refused = showErrors(fields, orderFormErrors(filled));
    if (refused) return refused.focus();
    if (choices && !choices.variant) {
      alert.textContent = buyerOrderTexts.variantRequired;
      return choices.load();
    }

    idempotencyKey ??= newIdempotencyKey();
    setBusy(send, true, sendText);
    const line = {
      product_id: card.id,
      variant_id: choices?.variant?.id,
      unit_price_seen: unitPriceSeen(price!),
    };
    const payload = orderPayload(filled, line, context, honeypot.value);
    const outcome = await context.api.order(payload, idempotencyKey);
    setBusy(send, false, sendText);
    if (outcome.kind === 'sent') {
      const next = context.settings.confirmation_text;
      const shown = confirmation(outcome.number, outcome.total, filled, next);
      form.replaceWith(shown);
      if (outcome.payment) context.payment?.follow(outcome.payment, shown);
      return close.focus();
    }
    // A refusal, or a price changed, is final for this key; a retry keeps it.
    if (outcome.kind !== 'retry') idempotencyKey = null;
    if (outcome.kind === 'price_changed') showPrice(outcome.price);
    if (outcome.kind === 'stock_short') return showLeft(outcome.detail, outcome.left);
    const named =
      outcome.kind === 'refused'
        ? showErrors(fields, outcome.fields as Partial<Record<FieldName, string>>)
        : undefined;
    alert.textContent = named ? '' : outcome.detail;
    named?.focus();
  });

  fields.name.control.focus();
}

/** What is ordered: the product, its combination if it has them, and the unit price seen. */
type OrderLine = Pick<OrderPayload, 'product_id' | 'variant_id' | 'unit_price_seen'>;

/** The filled form as the public API takes it; empty optional fields are left out. */
function orderPayload(
  filled: OrderFormFields,
  line: OrderLine,
  { siteId, tagDiv }: OrderContext,
  website: string,
): OrderPayload {
  return {
    site_id: siteId,
    tag_div: tagDiv,
    ...line,
    ...filled,
    name: filled.name.trim(),
    email: filled.email.trim() || undefined,
    comment: filled.comment || undefined,
    page_url: location.href,
    website,
  };
}

function setBusy(send: HTMLButtonElement, busy: boolean, idleText: string): void {
  send.disabled = busy;
  send.setAttribute('aria-busy', String(busy));
  send.textContent = busy ? 'Отправляем…' : idleText;
}
