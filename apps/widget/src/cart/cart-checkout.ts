import { orderFormErrors } from '@vitrina/contracts/order-form';
import { buyerOrderTexts } from '@vitrina/contracts/buyer-order-texts';
import type { LineConflict, OrderPayload } from '@vitrina/contracts/storefront';
import type { CartContext } from '../cart-chunk';
import { h } from '../dom';
import type { Funnel } from '../funnel';
import { newIdempotencyKey } from '../idempotency-key';
import { openModal } from '../modal';
import {
  orderFields,
  readFields,
  showErrors,
  type FieldName,
  type OrderSettings,
} from '../order-fields';
import { confirmation, unitPriceSeen } from '../order-summary';
import type { OnlinePayment } from '../payment/online-payment';
import type { CartLine } from './cart-store';

const SEND_TEXT = 'Отправить заявку';

/** What became of the cart's order: sent, or refused for the lines a 409 names. */
export interface CheckoutOutcome {
  sent(ordered: CartLine[]): void;
  /** Each line named with its conflict, the price now and what is left already taken in. */
  refused(named: [CartLine, LineConflict][]): void;
}

/**
 * Where the checkout is: the funnel of the widget the order goes to, when this page added to it
 * (a funnel reaches no step before a click); the payment's code when that widget is paid online;
 * that widget's policy and text after ordering, when it is one of the page's showcases.
 */
export interface CheckoutWidget {
  funnel: Funnel | undefined;
  payment?: OnlinePayment;
  settings: OrderSettings | undefined;
}

/** The lines a 409 names, each brought to the price it answers and to what is left. */
function conflictsOf(orderable: CartLine[], conflicts: LineConflict[]): [CartLine, LineConflict][] {
  return conflicts.flatMap((conflict): [CartLine, LineConflict][] => {
    const line = orderable[conflict.line];
    if (!line) return [];
    if (conflict.price_now) line.price_seen = unitPriceSeen(conflict.price_now);
    if (conflict.stock_left) line.quantity = conflict.stock_left;
    return [[line, conflict]];
  });
}

/**
 * The order form for the whole cart: the buyer's fields and consent as for one product, sent as
 * the cart's lines to the widget the first line came from, the form's opening reached in that
 * widget's funnel. Sent, `outcome.sent`, then, paid online, on to the provider's page; refused
 * for some lines, they change as the answer says, the form tells which, and `outcome.refused`
 * marks them in the cart.
 */
export function openCheckout(
  root: ShadowRoot,
  opener: HTMLElement,
  orderable: () => CartLine[],
  context: CartContext,
  outcome: CheckoutOutcome,
  { funnel, payment, settings }: CheckoutWidget,
): void {
  const fields = orderFields('', h('p', {}), settings?.policy_url);
  fields.quantity.row.hidden = true;
  const alert = h('div', { class: 'error', role: 'alert' });
  const send = h('button', { type: 'submit', class: 'send' }, payment?.sendText ?? SEND_TEXT);
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
    h('div', { class: 'body' }, ...Object.values(fields).map(({ row }) => row), honeypot),
    h('div', { class: 'footer' }, alert, send),
  );
  const { dialog, close } = openModal(root, 'Заявка', opener);
  dialog.append(form);
  funnel?.reach('form_open', orderable()[0]!.product_id);

  let idempotencyKey: string | null = null;
  form.addEventListener('input', () => (idempotencyKey = null));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const filled = readFields(fields);
    alert.replaceChildren();
    const refused = showErrors(fields, orderFormErrors(filled));
    if (refused) return refused.focus();
    // Lines a refusal left none of stay out; the drawer shows why.
    const ordered = orderable();
    const [first] = ordered;
    if (!first) return void (alert.textContent = buyerOrderTexts.linesConflict);
    idempotencyKey ??= newIdempotencyKey();
    send.disabled = true;
    const payload: OrderPayload = {
      site_id: context.siteId,
      tag_div: first.tag_div,
      lines: ordered.map((line) => ({
        product_id: line.product_id,
        variant_id: line.variant_id,
        quantity: line.quantity,
        unit_price_seen: line.price_seen,
      })),
      name: filled.name.trim(),
      phone: filled.phone,
      email: filled.email.trim() || undefined,
      comment: filled.comment || undefined,
      consent: filled.consent,
      page_url: location.href,
      website: honeypot.value,
    };
    const answer = await context.api.order(payload, idempotencyKey);
    send.disabled = false;
    if (answer.kind === 'sent') {
      const shown = confirmation(answer.number, answer.total, filled, settings?.confirmation_text);
      form.replaceWith(shown);
      // Emptied first: back from the provider's page, the buyer is not offered the cart again.
      outcome.sent(ordered);
      if (answer.payment) payment?.follow(answer.payment, shown);
      return close.focus();
    }
    if (answer.kind !== 'retry') idempotencyKey = null;
    const named =
      answer.kind === 'price_changed' || answer.kind === 'stock_short'
        ? conflictsOf(ordered, answer.lines ?? [])
        : [];
    if (named.length > 0) outcome.refused(named);
    const field =
      answer.kind === 'refused'
        ? showErrors(fields, answer.fields as Partial<Record<FieldName, string>>)
        : undefined;
    const told = named.map(([line, conflict]) => `${line.title}: ${conflict.detail}`);
    alert.replaceChildren(
      ...(told.length > 0 ? told : field ? [] : [answer.detail]).map((text) => h('p', {}, text)),
    );
    field?.focus();
  });
  fields.name.control.focus();
}
