import { screen, waitFor, within } from '@testing-library/react';
import { paymentMessages } from '@vitrina/contracts/payment-texts';
import type { YookassaSettings } from '@vitrina/contracts/payments';
import { widgetStyleOf } from '@vitrina/contracts/widget-style';
import {
  ONLINE_PAYMENT_HINT,
  ONLINE_PAYMENT_UNAVAILABLE_HINT,
} from '@vitrina/contracts/widget-style-labels';
import { describe, expect, it } from 'vitest';
import { reply, type FakeHandler, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aWidget, fakeWidgetsServer } from './testing/fake-widgets-server';

const CONNECTION: YookassaSettings = {
  shop_id: '506751',
  secret_key_last4: '1234',
  test: true,
  vat_code: 1,
  tax_system_code: null,
  receipts: false,
};

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

/** The shop's ЮKassa connection as the server answers it: null while none is. */
const connectionRoute = (connection: YookassaSettings | null): Routes => ({
  'GET v1/shop/payments/yookassa/': () => reply(200, { data: connection }),
});

async function openSettings(
  connection: YookassaSettings | null,
  onlinePayment = false,
  routes = {},
) {
  const widget = aWidget({ style: { ...widgetStyleOf({}), online_payment: onlinePayment } });
  const api = fakeWidgetsServer({ widget }, { ...connectionRoute(connection), ...routes });
  const rendered = renderApp('/sites/1/31?tab=settings', { signedIn: true, api });
  const form = await screen.findByRole('form', { name: 'Настройки виджета' });
  await waitFor(() => expect(api.callsTo('GET v1/shop/payments/yookassa/')).toHaveLength(1));
  return {
    ...rendered,
    api,
    form,
    toggle: within(form).getByRole('switch', { name: 'Оплата онлайн' }),
  };
}

const savedStyles = (api: Awaited<ReturnType<typeof openSettings>>['api']) =>
  api.callsTo('PUT v1/platform/widget/31/style/').map((call) => JSON.parse(call.body) as unknown);

describe('the widget’s online payment', () => {
  it('cannot be switched on while the shop has no ЮKassa, and says where to connect it', async () => {
    const { toggle, form } = await openSettings(null);

    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(ONLINE_PAYMENT_UNAVAILABLE_HINT);
    expect(
      within(form).getByRole('link', { name: ONLINE_PAYMENT_UNAVAILABLE_HINT }),
    ).toHaveAttribute('href', '/settings?section=payments');
  });

  it('is switched on and saved with the settings once ЮKassa is connected', async () => {
    const { toggle, form, user, api } = await openSettings(CONNECTION);
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription(ONLINE_PAYMENT_HINT);

    await user.click(toggle);
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(savedStyles(api)).toHaveLength(1));
    expect(savedStyles(api)[0]).toMatchObject({ online_payment: true });
  });

  it('may still be switched off when on while the shop has no ЮKassa, but not on again', async () => {
    const { toggle, user } = await openSettings(null, true);
    await waitFor(() =>
      expect(toggle).toHaveAccessibleDescription(ONLINE_PAYMENT_UNAVAILABLE_HINT),
    );
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();

    await user.click(toggle);

    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('shows the server’s refusal at the switch', async () => {
    const message = paymentMessages.onlinePaymentNeedsProvider;
    const { toggle, form, user } = await openSettings(CONNECTION, false, {
      'PUT v1/platform/widget/:id/style/': () =>
        reply(422, { detail: message, errors: [{ field: 'online_payment', message }] }),
    });

    await user.click(toggle);
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(toggle).toHaveAccessibleDescription(message));
    expect(within(form).getByText(message)).toHaveClass('Mui-error');
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
