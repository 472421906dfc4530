import { UNIT_LABELS } from '@vitrina/contracts/enums';
import { formatPhone } from '@vitrina/contracts/phone';
import { discountLabel, formatRubles, NO_PRICE_TEXT, orderTotal } from '@vitrina/contracts/pricing';
import type { OrderCreatedPayload } from '../orders/orders.service';
import type { ContactMessage } from './contact-messages';

/** «2 Шт × 1 791 ₽ = 3 582 ₽», or the quantity alone when the product had no price. */
function amountLine(order: OrderCreatedPayload): string {
  const quantity = `${order.quantity} ${UNIT_LABELS[order.module]}`;
  const line = orderTotal(order.price, order.discountValue, order.discountType, order.quantity);
  if (line === null) return `${quantity}, ${NO_PRICE_TEXT.toLowerCase()}`;
  const { unitPrice, total } = line;
  return `${quantity} × ${formatRubles(unitPrice)} = ${formatRubles(total)}`;
}

function discountLine(order: OrderCreatedPayload): string[] {
  const label = discountLabel(order.discountValue, order.discountType);
  return label && order.price !== null ? [`Скидка ${label} от ${formatRubles(order.price)}`] : [];
}

/**
 * A new order as a contact reads it, in a chat or a letter: the product, the sum, the buyer and
 * where the order came from, the phone as people write it. The letter's button calls the buyer
 * at the stored E.164 number, the form a `tel:` link takes.
 */
export function orderMessage(order: OrderCreatedPayload): ContactMessage {
  return {
    subject: `заявка #${order.number}`,
    paragraphs: [
      `Новая заявка #${order.number}`,
      `Товар: ${order.productTitle}`,
      ...(order.sku ? [`Артикул: ${order.sku}`] : []),
      amountLine(order),
      ...discountLine(order),
      `Покупатель: ${order.customerName}`,
      `Телефон: ${formatPhone(order.customerPhone)}`,
      ...(order.customerEmail ? [`Почта: ${order.customerEmail}`] : []),
      ...(order.comment ? [`Комментарий: ${order.comment}`] : []),
      `Страница: ${order.pageUrl}`,
    ],
    action: { label: 'Позвонить покупателю', link: `tel:${order.customerPhone}` },
  };
}
