import type { Shop, YookassaServer } from '@vitrina/yookassa-stand-in';
import type { Account } from './accounts';
import type { TestApp } from './build-test-app';
import { cartShowcase, type CartShowcase } from './carts';
import { callApi } from './catalog';
import { yookassaSettingsOf } from './yookassa';

/** A cart showcase whose widget takes payment online through the merchant's ЮKassa shop. */
export interface PaidShowcase extends CartShowcase {
  yookassa: Shop;
}

/**
 * Connects the merchant's shop to a new shop of the ЮKassa stand-in (which sends no notifications
 * until the test gives it a `notificationUrl`), and publishes a cart showcase of `products` with
 * online payment on, telling `contactsId`.
 */
export async function paidShowcase(
  testApp: Pick<TestApp, 'app' | 'database'>,
  account: Account,
  server: YookassaServer,
  { contactsId = [] }: { contactsId?: number[] },
  products: { title: string; price: number }[],
): Promise<PaidShowcase> {
  const yookassa = server.addShop();
  const { app } = testApp;
  const connected = await callApi(
    app,
    account,
    'PUT',
    'shop/payments/yookassa/',
    yookassaSettingsOf(yookassa),
  );
  if (connected.statusCode !== 200) throw new Error(`connect failed: ${connected.body}`);
  const showcase = await cartShowcase(testApp, account, products, { contactsId });
  const styled = await callApi(app, account, 'PUT', `platform/widget/${showcase.widgetId}/style/`, {
    online_payment: true,
  });
  if (styled.statusCode !== 200) throw new Error(`style failed: ${styled.body}`);
  const published = await callApi(
    app,
    account,
    'POST',
    `platform/widget/${showcase.widgetId}/publish/`,
  );
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return { ...showcase, yookassa };
}
