import { DEFAULT_MESSAGE_TEMPLATES } from '@vitrina/contracts/message-template-texts';
import {
  nextOrderStatuses,
  ORDER_STATUS_ACTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@vitrina/contracts/order-statuses';
import {
  ORDER_PAYMENT_STATUS_LABELS,
  type OrderPaymentStatus,
} from '@vitrina/contracts/payment-texts';
import type { InlineButton } from '../../infra/telegram/telegram';
import type { OrderCreatedPayload } from '../orders/orders.service';
import type { ContactMessage } from './contact-messages';
import { orderChatText, orderMessage } from './order-message';

/**
 * A card button's data: the order and the status it moves it to, ≤ 64 bytes as Telegram has
 * it. It needs no signature: a press changes an order only from a chat that is a receiving
 * contact of the order's merchant, whatever the data says.
 */
export const ORDER_BUTTON_DATA = /^order:(\d{1,10}):([A-Z_]{1,20})$/;

export interface PressedButton {
  orderId: number;
  to: OrderStatus;
}

/** Which order and status a press asks for; undefined for data no card carries. */
export function pressedButton(data: string): PressedButton | undefined {
  const [, orderId, to] = ORDER_BUTTON_DATA.exec(data) ?? [];
  const status = ORDER_STATUSES.find((each) => each === to);
  return orderId && status ? { orderId: Number(orderId), to: status } : undefined;
}

/** The card's buttons for an order in `status`: one for each status it may move to. */
export function orderButtons(orderId: number, status: OrderStatus): InlineButton[][] {
  const next = nextOrderStatuses(status);
  if (next.length === 0) return [];
  return [next.map((to) => ({ text: ORDER_STATUS_ACTIONS[to], data: `order:${orderId}:${to}` }))];
}

/** What a card shows of its order beyond what it was sent with. */
export interface CardState {
  status: OrderStatus;
  by?: string | null;
  /** Its online payment, if it has one: «Оплата: Оплачена». */
  payment?: OrderPaymentStatus | null;
}

/** The state a card shows, in one word: two cards that show the same need no edit between. */
export const cardStateKey = ({ status, payment }: CardState) => `${status}:${payment ?? ''}`;

/**
 * The card's text once its order changed: the order in the shop's `template` (the default when it
 * has none), the status and who set it, the payment.
 */
export function orderCardText(
  payload: OrderCreatedPayload,
  publicUrl: string,
  card: CardState,
  template: string = DEFAULT_MESSAGE_TEMPLATES.TELEGRAM_ORDER,
) {
  const { status, by, payment } = card;
  const statusLine = `Статус: ${ORDER_STATUS_LABELS[status]}${by ? ` — ${by}` : ''}`;
  const paymentLine = payment ? `\nОплата: ${ORDER_PAYMENT_STATUS_LABELS[payment]}` : '';
  return orderChatText(payload, publicUrl, template, statusLine + paymentLine);
}

/**
 * A new order's message in the shop's `template` of its channel, with the card's buttons in a
 * chat (none for messages queued before them).
 */
export function newOrderMessage(
  payload: OrderCreatedPayload,
  publicUrl: string,
  template: string,
): ContactMessage {
  const message = orderMessage(payload, publicUrl, template);
  if (payload.orderId === undefined) return message;
  return { ...message, buttons: orderButtons(payload.orderId, 'NEW') };
}
