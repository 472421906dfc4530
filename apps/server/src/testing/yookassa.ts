import { startYookassaServer, type Shop, type YookassaServer } from '@vitrina/yookassa-stand-in';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local ЮKassa API for a test file: started before its app (register this first, and pass
 * `server.url` as the app's `payments.yookassaApiRoot`), closed after its tests.
 */
export function useYookassaServer(): { readonly server: YookassaServer } {
  let started: YookassaServer | undefined;
  beforeAll(async () => {
    started = await startYookassaServer();
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get server() {
      if (!started)
        throw new Error('The ЮKassa server starts before the tests: read it inside them');
      return started;
    },
  };
}

/** The body of PUT shop/payments/yookassa/ that connects the stand-in's `shop`. */
export const yookassaSettingsOf = (shop: Shop, changes: Record<string, unknown> = {}) => ({
  shop_id: shop.shopId,
  secret_key: shop.secretKey,
  test: shop.test,
  vat_code: 1,
  tax_system_code: null,
  receipts: true,
  ...changes,
});
