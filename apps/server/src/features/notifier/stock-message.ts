import { variantMessages } from '@vitrina/contracts/variant-messages';
import type { StockLowPayload } from '../orders/orders.service';
import type { ContactMessage } from './contact-messages';

/** «Заканчивается: Кружка — Синий, 350 мл, осталось 1», in a chat or a letter. */
export function stockLowMessage({ title, left }: StockLowPayload): ContactMessage {
  return {
    subject: `заканчивается товар «${title}»`,
    paragraphs: [variantMessages.stockLow(title, left)],
  };
}
