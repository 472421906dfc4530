import { describe, expect, it } from 'vitest';
import type { Receipt } from './payment-provider';
import {
  paymentReceipt,
  refundReceipt,
  type PaymentReceiptInput,
  type ReceiptLine,
} from './receipt';

const line = (changes: Partial<ReceiptLine> = {}): ReceiptLine => ({
  title: 'Кружка',
  variant: null,
  quantity: 1,
  total: 500,
  ...changes,
});

const input = (changes: Partial<PaymentReceiptInput> = {}): PaymentReceiptInput => ({
  lines: [line()],
  total: 500,
  buyer: { email: 'buyer@example.com', phone: '+79001234567' },
  settings: { vatCode: 4, taxSystemCode: 2 },
  ...changes,
});

/** The receipt's sum in kopecks, as ЮKassa counts it: each unit price times its quantity. */
const kopecksOf = ({ items }: Receipt) =>
  items.reduce((sum, item) => sum + Math.round(item.unitPrice * 100) * item.quantity, 0);

describe('the receipt of a payment', () => {
  it('names each line with its variant, its units and price, the VAT and tax system', () => {
    const receipt = paymentReceipt(
      input({
        lines: [line({ variant: 'Синяя, 350 мл', quantity: 2, total: 1000 }), line({ total: 200 })],
        total: 1200,
      }),
    );

    expect(receipt).toEqual({
      customer: { email: 'buyer@example.com' },
      items: [
        { description: 'Кружка (Синяя, 350 мл)', quantity: 2, unitPrice: 500, vatCode: 4 },
        { description: 'Кружка', quantity: 1, unitPrice: 200, vatCode: 4 },
      ],
      taxSystemCode: 2,
    });
  });

  it('splits a line whose units do not share its total in whole kopecks, to the exact sum', () => {
    const receipt = paymentReceipt(
      input({ lines: [line({ quantity: 3, total: 100 })], total: 100 }),
    );

    expect(receipt.items).toEqual([
      expect.objectContaining({ quantity: 2, unitPrice: 33.33 }),
      expect.objectContaining({ quantity: 1, unitPrice: 33.34 }),
    ]);
    expect(kopecksOf(receipt)).toBe(10_000);
  });

  it('sums discounted lines exactly, however their kopecks fall', () => {
    const lines = [
      line({ quantity: 7, total: 0.1 + 0.2 }),
      line({ quantity: 3, total: 2699.99 }),
      line({ quantity: 6, total: 1234.57 }),
      line({ quantity: 4, total: 19.96 }),
    ];
    const receipt = paymentReceipt(input({ lines, total: 3954.82 }));

    expect(kopecksOf(receipt)).toBe(395_482);
    expect(receipt.items.map((item) => item.quantity)).toEqual([6, 1, 2, 1, 5, 1, 4]);
    for (const item of receipt.items) {
      expect(Math.round(item.unitPrice * 100)).toBeCloseTo(item.unitPrice * 100, 6);
    }
  });

  it('leaves out the lines without a price', () => {
    const lines = [
      line({ total: null }),
      line({ title: 'Блюдце', total: 300 }),
      line({ total: 0 }),
    ];
    const receipt = paymentReceipt(input({ lines, total: 300 }));

    expect(receipt.items).toEqual([
      { description: 'Блюдце', quantity: 1, unitPrice: 300, vatCode: 4 },
    ]);
  });

  it('goes to the e-mail when the buyer gave one, else to the phone in E.164', () => {
    const byPhone = (phone: string) =>
      paymentReceipt(input({ buyer: { email: null, phone } })).customer;

    expect(byPhone('+79001234567')).toEqual({ phone: '+79001234567' });
    expect(byPhone('8 (900) 123-45-67')).toEqual({ phone: '+79001234567' });
    expect(paymentReceipt(input({ buyer: { email: '', phone: '+79001234567' } })).customer).toEqual(
      {
        phone: '+79001234567',
      },
    );
  });

  it('cuts a description to the 128 characters a receipt holds, never halving an emoji', () => {
    const description = (title: string, variant: string | null = null) =>
      paymentReceipt(input({ lines: [line({ title, variant })] })).items[0]?.description;

    expect(description('К'.repeat(122), 'Синяя')).toBe(`${'К'.repeat(122)} (Синя`);
    expect(description(`${'К'.repeat(126)}🫖`)).toBe(`${'К'.repeat(126)}🫖`);
    expect(description(`${'К'.repeat(127)}🫖`)).toBe('К'.repeat(127));
  });

  it('refuses lines that do not come to the total, which ЮKassa would refuse', () => {
    expect(() => paymentReceipt(input({ total: 500.01 }))).toThrow(/50000 kopecks/);
  });
});

describe('the receipt of a refund', () => {
  const payment = input({
    lines: [line({ quantity: 3, total: 100 }), line({ title: 'Блюдце', total: 250 })],
    total: 350,
    buyer: { email: null, phone: '+79001234567' },
  });

  it('gives back every item of the payment when the whole of it is refunded', () => {
    expect(refundReceipt({ payment, amount: 350, orderNumber: 1001 })).toEqual(
      paymentReceipt(payment),
    );
  });

  it('is a single item of the sum when part of it is refunded', () => {
    expect(refundReceipt({ payment, amount: 120.3, orderNumber: 1001 })).toEqual({
      customer: { phone: '+79001234567' },
      items: [
        { description: 'Возврат по заказу №1001', quantity: 1, unitPrice: 120.3, vatCode: 4 },
      ],
      taxSystemCode: 2,
    });
  });
});
