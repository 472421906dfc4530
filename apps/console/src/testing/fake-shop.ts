import type { CurrentShop, ShopUpdate } from '@vitrina/contracts/team';
import { reply, type FakeHandler, type FakeRoute } from './fake-api';

/**
 * The calls of the current shop over `shop`, which the test keeps: PATCH changes it as the
 * server would and answers it.
 */
export function shopRoutes(shop: CurrentShop): Partial<Record<FakeRoute, FakeHandler>> {
  const { id, title, role } = shop;
  return {
    'GET v1/shop/': () => reply(200, { data: shop }),
    'GET v1/shops/': () => reply(200, { data: [{ id, title, role }] }),
    'PATCH v1/shop/': async (request) => {
      Object.assign(shop, (await request.json()) as ShopUpdate);
      return reply(200, { data: shop });
    },
  };
}
