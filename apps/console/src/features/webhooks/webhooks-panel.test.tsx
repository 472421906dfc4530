import { screen, waitFor, within } from '@testing-library/react';
import { webhookMessages } from '@vitrina/contracts/webhooks';
import { describe, expect, it } from 'vitest';
import { baseApi } from '../../shared/api/base-api';
import { dialogGone } from '../../testing/dialogs';
import { expectRefusedControl } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';
import {
  aWebhook,
  fakeWebhooksServer,
  SECRET,
  WEBHOOK,
  WEBHOOKS,
  type FakeWebhooksServer,
  type HeldWebhooks,
} from './testing/fake-webhooks-server';
import { WEBHOOKS_TEXTS as TEXTS } from './webhooks-texts';

/** The settings page, its «Интеграция» tab opened, once the addresses are read. */
async function openIntegration(api: FakeWebhooksServer, width?: number) {
  const app = renderApp('/settings', { signedIn: true, api, width, shell: false });
  // The first visit of a test file compiles the lazy route's modules, slow on a busy machine.
  await app.user.click(await screen.findByRole('tab', { name: 'Интеграция' }, { timeout: 10_000 }));
  await screen.findByRole('heading', { name: TEXTS.title }, { timeout: 10_000 });
  return app;
}

const held = (endpoints = [aWebhook()]): HeldWebhooks => ({ endpoints, deliveries: {} });
const bodiesOf = (api: FakeWebhooksServer, route: Parameters<FakeWebhooksServer['callsTo']>[0]) =>
  api.callsTo(route).map((call) => JSON.parse(call.body) as unknown);
const card = (url: string) => screen.findByRole('article', { name: url });

describe('«Интеграция»: the shop’s webhooks', () => {
  it('lists each address with its events, its secret’s end and its last delivery', async () => {
    await openIntegration(
      fakeWebhooksServer(
        held([
          aWebhook({ events: ['order.created', 'payment.succeeded'] }),
          aWebhook({ id: 8, url: 'https://hooks.example.ru/b24', last_delivery: null }),
        ]),
      ),
    );

    const first = await card('https://crm.example.ru/hooks/vitrina');
    expect(first).toHaveTextContent('Новый заказ');
    expect(first).toHaveTextContent('Заказ оплачен');
    expect(first).toHaveTextContent('Секрет: ••••a1B2');
    expect(first).toHaveTextContent('Последняя доставка: Доставлено, ответ 200, 21.11.2026, 10:05');
    expect(within(first).getByRole('switch', { name: TEXTS.enabled })).toBeChecked();
    expect(await card('https://hooks.example.ru/b24')).toHaveTextContent(TEXTS.noDeliveries);
  });

  it('says what the tab is for while there is no address', async () => {
    await openIntegration(fakeWebhooksServer(held([])));

    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.empty);
    expect(screen.getByText(/X-Vitrina-Signature/)).toBeVisible();
  });

  it('adds an address with the events ticked, and shows its secret once, to copy', async () => {
    const api = fakeWebhooksServer(held([]));
    const { user } = await openIntegration(api, 375);

    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.addTitle });
    await user.type(
      within(dialog).getByRole('textbox', { name: TEXTS.urlLabel }),
      ' https://amo.example.ru/hook ',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Статус заказа изменён' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    const shown = await screen.findByRole('dialog', { name: TEXTS.addedTitle });
    expect(bodiesOf(api, `POST ${WEBHOOKS}`)).toEqual([
      { url: 'https://amo.example.ru/hook', events: ['order.created', 'order.status_changed'] },
    ]);
    expect(within(shown).getByRole('textbox', { name: TEXTS.secretLabel })).toHaveValue(SECRET);
    await user.click(within(shown).getByRole('button', { name: TEXTS.copy }));
    expect(await screen.findByText(TEXTS.secretCopied)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(shown).getByRole('button', { name: TEXTS.done }));
    await dialogGone();
    const added = await card('https://amo.example.ru/hook');
    expect(added).toHaveTextContent('Статус заказа изменён');
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('asks for an address and an event before sending anything', async () => {
    const api = fakeWebhooksServer(held([]));
    const { user } = await openIntegration(api);

    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.addTitle });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Новый заказ' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    expect(await within(dialog).findByText(webhookMessages.urlRequired)).toBeVisible();
    expect(
      within(dialog).getByRole('group', { name: TEXTS.eventsLegend }),
    ).toHaveAccessibleDescription(webhookMessages.eventsRequired);
    expect(api.callsTo(`POST ${WEBHOOKS}`)).toEqual([]);
  });

  it('says the server’s refusal of the address under it', async () => {
    const { user } = await openIntegration(fakeWebhooksServer(held([])));

    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.addTitle });
    const url = within(dialog).getByRole('textbox', { name: TEXTS.urlLabel });
    await user.type(url, 'http://amo.example.ru/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(url).toHaveAccessibleDescription(webhookMessages.urlNotHttps));
    expect(screen.getByRole('dialog', { name: TEXTS.addTitle })).toBeVisible();
  });

  it('reads the addresses again when the shop’s orders are read again, as on an order’s event', async () => {
    const state = held();
    const api = fakeWebhooksServer(state);
    const { store } = await openIntegration(api);
    const address = await card('https://crm.example.ru/hooks/vitrina');

    state.endpoints[0]!.last_delivery = {
      status: 'FAILED',
      status_code: 410,
      at: '2026-11-21T08:00:00.000Z',
    };
    store.dispatch(baseApi.util.invalidateTags([{ type: 'Order', id: 'LIST' }]));

    await waitFor(() =>
      expect(address).toHaveTextContent('Последняя доставка: Не доставлено, ответ 410'),
    );
  });

  it('switches an address off', async () => {
    const api = fakeWebhooksServer(held());
    const { user } = await openIntegration(api);

    const address = await card('https://crm.example.ru/hooks/vitrina');
    await user.click(within(address).getByRole('switch', { name: TEXTS.enabled }));

    await waitFor(() =>
      expect(within(address).getByRole('switch', { name: TEXTS.enabled })).not.toBeChecked(),
    );
    expect(bodiesOf(api, `PATCH ${WEBHOOK}/7/`)).toEqual([{ enabled: false }]);
  });

  it('deletes an address after a confirmation that names it', async () => {
    const api = fakeWebhooksServer(held());
    const { user } = await openIntegration(api);

    const address = await card('https://crm.example.ru/hooks/vitrina');
    await user.click(within(address).getByRole('button', { name: TEXTS.delete }));
    const confirm = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(confirm).toHaveTextContent('Адрес «https://crm.example.ru/hooks/vitrina»');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText(webhookMessages.deleted)).toBeVisible();
    expect(api.callsTo(`DELETE ${WEBHOOK}/7/`)).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.empty);
  });

  it('lets a role without the services’ writes look, and says why it may not change', async () => {
    const { user } = await openIntegration(fakeWebhooksServer(held(), { role: 'ORDER_MANAGER' }));

    const address = await card('https://crm.example.ru/hooks/vitrina');
    await expectRefusedControl(user, screen.getByRole('button', { name: TEXTS.add }));
    expect(within(address).getByRole('button', { name: TEXTS.test })).toBeDisabled();
    expect(within(address).getByRole('button', { name: TEXTS.delete })).toBeDisabled();
    expect(within(address).getByRole('button', { name: TEXTS.showLog })).toBeEnabled();
  });
});
