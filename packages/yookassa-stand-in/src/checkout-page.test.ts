import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest } from './testing/api-client';
import {
  startYookassaServer,
  type Payment,
  type Shop,
  type YookassaServer,
} from './yookassa-server';

/** The page's form submitted as a browser does, without following the redirect. */
async function press(confirmationUrl: string, action: string) {
  const page = await (await fetch(confirmationUrl)).text();
  const target = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&#38;', '&');
  if (!target) throw new Error('the page has no form');
  return fetch(new URL(target, confirmationUrl), {
    method: 'POST',
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
}

describe('the confirmation page', () => {
  let server: YookassaServer;
  let shop: Shop;
  let payment: Payment;
  let confirmationUrl: string;

  beforeEach(async () => {
    server = await startYookassaServer();
    shop = server.addShop();
    ({ body: payment } = await callApi<Payment>(server, shop, 'POST', '/v3/payments', {
      body: paymentRequest(),
    }));
    confirmationUrl = payment.confirmation?.confirmation_url ?? '';
  });

  afterEach(async () => {
    await server.close();
  });

  it('shows the amount, the description and the two buttons', async () => {
    const response = await fetch(confirmationUrl);
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('Оплата 100,00 ₽');
    expect(page).toContain('Заказ №17');
    expect(page).toContain('>Оплатить</button>');
    expect(page).toContain('>Отменить</button>');
  });

  it('pays the payment with «Оплатить» and sends the browser back to return_url', async () => {
    const response = await press(confirmationUrl, 'pay');

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://shop.example/catalog?paid=1');
    expect(server.payment(payment.id)).toMatchObject({ status: 'succeeded', paid: true });
    expect(await server.nextRequest('POST /checkout/payments/v2/contract')).toMatchObject({
      body: { action: 'pay' },
      status: 303,
    });
  });

  it('cancels the payment with «Отменить» and sends the browser back too', async () => {
    const response = await press(confirmationUrl, 'cancel');

    expect(response.headers.get('location')).toBe('https://shop.example/catalog?paid=1');
    expect(server.payment(payment.id)).toMatchObject({
      status: 'canceled',
      cancellation_details: { party: 'yoo_money', reason: 'expired_on_confirmation' },
    });
  });

  it('only sends the browser back when a finished payment is submitted again', async () => {
    await press(confirmationUrl, 'pay');

    const again = await fetch(confirmationUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    const page = await (await fetch(confirmationUrl)).text();

    expect(again.status).toBe(303);
    expect(server.payment(payment.id)?.status).toBe('succeeded');
    expect(server.notifications).toHaveLength(1);
    expect(page).toContain('Платёж уже оплачен');
  });

  it('answers 404 for a payment it does not know', async () => {
    const response = await fetch(`${server.url}/checkout/payments/v2/contract?orderId=nothing`);

    expect(response.status).toBe(404);
  });
});
