import { orderFormErrors } from '@vitrina/contracts/order-form';
import type { LineConflict, OrderPayload } from '@vitrina/contracts/storefront';
import type { CartContext } from '../cart-chunk';
import { h } from '../dom';
import { newIdempotencyKey } from '../idempotency-key';
import { openModal } from '../modal';
import { orderFields, readFields, showErrors, type FieldName } from '../order-fields';
import { confirmation, unitPriceSeen } from '../order-summary';
import type { CartLine } from './cart-store';

const SEND_TEXT = 'Отправить заявку';

/** What a 409 names of each line: its price now, what is left; the cart keeps it for the buyer. */
function applyConflicts(orderable: CartLine[], conflicts: LineConflict[]): string[] {
  return conflicts.flatMap((conflict) => {
    const line = orderable[conflict.line];
    if (!line) return [];
    if (conflict.price_now) line.price_seen = unitPriceSeen(conflict.price_now);
    if (conflict.stock_left) line.quantity = conflict.stock_left;
    return [`${line.title}: ${conflict.detail}`];
  });
}

/**
 * The order form for the whole cart: the buyer's fields and consent as for one product, sent as
 * the cart's lines to the widget the first line came from. Sent, the ordered lines leave the
 * cart; refused for a line, the line changes as the answer says and the form tells which.
 */
export function openCheckout(
  root: ShadowRoot,
  opener: HTMLElement,
  orderable: CartLine[],
  context: CartContext,
  done: (ordered: CartLine[] | null) => void,
): void {
  const fields = orderFields('', h('p', {}));
  fields.quantity.row.hidden = true;
  const alert = h('div', { class: 'error', role: 'alert' });
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
    h('div', { class: 'body' }, ...Object.values(fields).map(({ row }) => row), honeypot),
    h('div', { class: 'footer' }, alert, send),
  );
  const { dialog, close } = openModal(root, 'Заявка', opener);
  dialog.append(form);
  const [first] = orderable as [CartLine];
  context.track({ type: 'form_open', tag_div: first.tag_div, product_id: first.product_id });

  let idempotencyKey: string | null = null;
  form.addEventListener('input', () => (idempotencyKey = null));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const filled = readFields(fields);
    alert.replaceChildren();
    const refused = showErrors(fields, orderFormErrors(filled));
    if (refused) return refused.focus();
    idempotencyKey ??= newIdempotencyKey();
    send.disabled = true;
    const payload: OrderPayload = {
      site_id: context.siteId,
      tag_div: first.tag_div,
      lines: orderable.map((line) => ({
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
    const outcome = await context.api.order(payload, idempotencyKey);
    send.disabled = false;
    if (outcome.kind === 'sent') {
      form.replaceWith(confirmation(outcome.number, outcome.total, filled));
      done(orderable);
      return close.focus();
    }
    if (outcome.kind !== 'retry') idempotencyKey = null;
    const named =
      outcome.kind === 'price_changed' || outcome.kind === 'stock_short'
        ? applyConflicts(orderable, outcome.lines ?? [])
        : [];
    if (named.length > 0) done(null);
    const field =
      outcome.kind === 'refused'
        ? showErrors(fields, outcome.fields as Partial<Record<FieldName, string>>)
        : undefined;
    alert.replaceChildren(
      ...(named.length > 0 ? named : field ? [] : [outcome.detail]).map((text) => h('p', {}, text)),
    );
    field?.focus();
  });
  fields.name.control.focus();
}
