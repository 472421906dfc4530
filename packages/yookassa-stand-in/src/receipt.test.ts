import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest, receiptItem } from './testing/api-client';
import { startYookassaServer, type Shop, type YookassaServer } from './yookassa-server';

describe('54-ФЗ receipts', () => {
  let server: YookassaServer;
  let shop: Shop;
  const createWith = (receipt: unknown) =>
    callApi(server, shop, 'POST', '/v3/payments', { body: paymentRequest({ receipt }) });
  const receipt = (overrides: Record<string, unknown> = {}) => ({
    customer: { phone: '79001234567' },
    items: [receiptItem('Чай', '100.00', 1)],
    ...overrides,
  });

  beforeEach(async () => {
    server = await startYookassaServer();
    shop = server.addShop();
  });

  afterEach(async () => {
    await server.close();
  });

  it('needs a receipt from a shop that sends them, and none from one that does not', async () => {
    const noFiscal = server.addShop({ fiscalization: false });

    const missing = await createWith(undefined);
    const plain = await callApi(server, noFiscal, 'POST', '/v3/payments', {
      body: paymentRequest({ receipt: undefined }),
    });

    expect(missing).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_request',
        description: 'Receipt is missing or illegal',
        parameter: 'receipt',
      },
    });
    expect(plain.body).not.toHaveProperty('receipt_registration');
  });

  it('takes items whose unit prices times quantities add up to the amount, fractions too', async () => {
    const answer = await createWith(
      receipt({
        items: [receiptItem('Чай, кг', '80.00', 1.125), receiptItem('Пакет', '10.00', 1)],
      }),
    );

    expect(answer.status).toBe(200);
  });

  it.each([
    ['no customer', receipt({ customer: undefined }), 'receipt.customer'],
    [
      'a customer without e-mail or phone',
      receipt({ customer: { full_name: 'Ирина' } }),
      'receipt.customer',
    ],
    ['a bad e-mail', receipt({ customer: { email: 'buyer' } }), 'receipt.customer.email'],
    ['a bad phone', receipt({ customer: { phone: '8 (900) 123' } }), 'receipt.customer.phone'],
    ['no items', receipt({ items: [] }), 'receipt.items'],
    [
      '101 items',
      receipt({ items: Array.from({ length: 101 }, () => receiptItem('Чай', '1.00', 1)) }),
      'receipt.items',
    ],
    [
      'a vat_code of 13',
      receipt({ items: [{ ...receiptItem('Чай', '100.00', 1), vat_code: 13 }] }),
      'receipt.items[0].vat_code',
    ],
    [
      'an unknown payment_subject',
      receipt({ items: [{ ...receiptItem('Чай', '100.00', 1), payment_subject: 'tea' }] }),
      'receipt.items[0].payment_subject',
    ],
    [
      'an unknown payment_mode',
      receipt({ items: [{ ...receiptItem('Чай', '100.00', 1), payment_mode: 'later' }] }),
      'receipt.items[0].payment_mode',
    ],
    [
      'a zero quantity',
      receipt({ items: [receiptItem('Чай', '100.00', 0)] }),
      'receipt.items[0].quantity',
    ],
    [
      'a description of 129 characters',
      receipt({ items: [receiptItem('я'.repeat(129), '100.00', 1)] }),
      'receipt.items[0].description',
    ],
    ['a tax_system_code of 7', receipt({ tax_system_code: 7 }), 'receipt.tax_system_code'],
    [
      'items that do not add up',
      receipt({ items: [receiptItem('Чай', '99.99', 1)] }),
      'receipt.items',
    ],
  ])('refuses %s', async (_case, invalid, parameter) => {
    const { status, body } = await createWith(invalid);

    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_request', parameter });
  });
});
