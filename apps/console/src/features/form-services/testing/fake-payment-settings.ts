import type { YookassaSettings, YookassaSettingsUpdate } from '@vitrina/contracts/payments';
import { paymentMessages } from '@vitrina/contracts/payments';
import { reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';

export const YOOKASSA = 'v1/shop/payments/yookassa/';

/** A connection as the server answers it: the key by its last four characters. */
export const aConnection = (changes: Partial<YookassaSettings> = {}): YookassaSettings => ({
  shop_id: '506751',
  secret_key_last4: '1234',
  test: true,
  vat_code: 1,
  tax_system_code: null,
  receipts: false,
  ...changes,
});

/** The shop's connection, which the test keeps: `settings` null while none is connected. */
export interface HeldConnection {
  settings: YookassaSettings | null;
}

/** The calls of the shop's ЮKassa connection over `held`, changed as the server would. */
export function paymentRoutes(held: HeldConnection): Partial<Record<FakeRoute, FakeHandler>> {
  return {
    [`GET ${YOOKASSA}`]: () => reply(200, { data: held.settings }),
    [`PUT ${YOOKASSA}`]: async (request) => {
      const { secret_key, ...settings } = (await request.json()) as YookassaSettingsUpdate;
      const secret_key_last4 = secret_key?.slice(-4) ?? held.settings!.secret_key_last4;
      held.settings = { ...settings, secret_key_last4 };
      return reply(200, { data: held.settings });
    },
    [`DELETE ${YOOKASSA}`]: () => {
      held.settings = null;
      return reply(200, { message: paymentMessages.disconnected });
    },
  };
}
