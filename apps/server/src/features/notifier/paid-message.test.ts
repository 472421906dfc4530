import { paidNoticeTexts } from '@vitrina/contracts/payment-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { chatText } from './chat-text';
import { paidMessage } from './paid-message';

const paid = {
  orderId: 7,
  number: 1007,
  amount: 2400.5,
  paymentId: '2e9f1c3a-000f-5000-8000-1a2b3c4d5e6f',
};

describe('the notice that an order is paid', () => {
  it('names the order, the sum and the payment, in a chat and a letter alike', () => {
    const message = paidMessage({ ...paid, test: false });

    expect(message.subject).toBe(paidNoticeTexts.subject(1007));
    expect(chatText(message.paragraphs)).toBe(
      `Заказ №1007 оплачен: ${formatRubles(2400.5)}\n\n` +
        'Платёж ЮKassa: 2e9f1c3a-000f-5000-8000-1a2b3c4d5e6f',
    );
  });

  it('says when the money was a test shop’s, which takes none', () => {
    expect(paidMessage({ ...paid, test: true }).paragraphs.at(-1)).toBe(paidNoticeTexts.test);
  });
});
