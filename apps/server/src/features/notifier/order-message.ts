import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { renderTemplate } from '@vitrina/contracts/message-template-render';
import { merchantValues } from '../message-templates/shop-templates.service';
import type { OrderCreatedPayload } from '../orders/orders.service';
import { chatText, fittedToChat, fitsChat } from './chat-text';
import type { ContactMessage } from './contact-messages';

/** The shop's text of the order with its first `max` lines listed, then `tail`. */
const paragraphsOf = (
  order: OrderCreatedPayload,
  publicUrl: string,
  template: string,
  max: number,
  tail: string[],
) => [...renderTemplate(template, merchantValues(order, publicUrl, max)), ...tail];

/**
 * The order in the shop's text, then `tail`, in one chat message: the first 20 lines, fewer when
 * they would make the text longer than a chat message may be. Even one line may not fit (a
 * long comment, page address and titles near their limits): the longest paragraphs then lose
 * their ends.
 */
function orderText(
  order: OrderCreatedPayload,
  publicUrl: string,
  template: string,
  tail: string[],
): string[] {
  const most = Math.min(order.lines.length, ORDER_LIMITS.messageLinesMax);
  for (let max = most; max > 1; max -= 1) {
    const paragraphs = paragraphsOf(order, publicUrl, template, max, tail);
    if (fitsChat(paragraphs)) return paragraphs;
  }
  return fittedToChat(paragraphsOf(order, publicUrl, template, 1, tail));
}

/**
 * A new order as a contact reads it, in a chat or a letter, in the shop's text of it (by default
 * its lines, the total, the buyer and where the order came from, the phone as people write it).
 * The letter's button calls the buyer at the stored E.164 number, the form a `tel:` link takes;
 * a reply to it goes to the buyer's e-mail, when given.
 */
export function orderMessage(
  order: OrderCreatedPayload,
  publicUrl: string,
  template: string,
): ContactMessage {
  return {
    subject: `заявка #${order.number}`,
    paragraphs: orderText(order, publicUrl, template, []),
    action: { label: 'Позвонить покупателю', link: `tel:${order.customerPhone}` },
    ...(order.customerEmail && { replyTo: order.customerEmail }),
  };
}

/** The order's text in a chat's card with `tail` (its status) after it. */
export function orderChatText(
  order: OrderCreatedPayload,
  publicUrl: string,
  template: string,
  tail: string,
) {
  return chatText(orderText(order, publicUrl, template, [tail]));
}
