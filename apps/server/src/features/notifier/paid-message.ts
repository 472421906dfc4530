import { paidNoticeTexts } from '@vitrina/contracts/payment-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { OrderPaidPayload } from '../orders/orders.service';
import type { ContactMessage } from './contact-messages';

/** «Заказ №1001 оплачен: 2 400 ₽» and the payment's id, in a chat or a letter. */
export function paidMessage({ number, amount, paymentId, test }: OrderPaidPayload): ContactMessage {
  return {
    subject: paidNoticeTexts.subject(number),
    paragraphs: [
      paidNoticeTexts.paid(number, formatRubles(amount)),
      paidNoticeTexts.paymentId(paymentId),
      ...(test ? [paidNoticeTexts.test] : []),
    ],
  };
}
