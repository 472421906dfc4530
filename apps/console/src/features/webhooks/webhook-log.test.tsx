import { screen, within } from '@testing-library/react';
import { webhookFailures, webhookMessages } from '@vitrina/contracts/webhooks';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import {
  aDelivery,
  aWebhook,
  fakeWebhooksServer,
  WEBHOOK,
  type FakeWebhooksServer,
  type HeldWebhooks,
} from './testing/fake-webhooks-server';
import { WEBHOOKS_TEXTS as TEXTS } from './webhooks-texts';

const URL = 'https://crm.example.ru/hooks/vitrina';

/** The «Интеграция» tab, with the address's card once it shows. */
async function openAddress(api: FakeWebhooksServer) {
  const app = renderApp('/settings', { signedIn: true, api, shell: false });
  await app.user.click(await screen.findByRole('tab', { name: 'Интеграция' }, { timeout: 10_000 }));
  const card = await screen.findByRole('article', { name: URL }, { timeout: 10_000 });
  return { ...app, card };
}

/** A delivery tried twice: a 500 first, then taken. */
const retried = aDelivery({
  id: 41,
  attempts: [
    {
      attempt: 1,
      at: '2026-11-21T07:05:01.000Z',
      status_code: 500,
      response_excerpt: 'Внутренняя ошибка CRM',
      error: webhookFailures.status(500),
      duration_ms: 120,
    },
    {
      attempt: 2,
      at: '2026-11-21T07:05:09.000Z',
      status_code: 200,
      response_excerpt: 'ok',
      error: null,
      duration_ms: 45,
    },
  ],
});

describe('an address’s delivery log', () => {
  it('shows each try with the receiver’s status, the start of its answer and why it failed', async () => {
    const held: HeldWebhooks = { endpoints: [aWebhook()], deliveries: { 7: [retried] } };
    const { user, card } = await openAddress(fakeWebhooksServer(held));

    await user.click(within(card).getByRole('button', { name: TEXTS.showLog }));

    const log = await within(card).findByRole('region', { name: TEXTS.logTitle(URL) });
    const entry = await within(log).findByRole('listitem', { name: 'Новый заказ, Доставлено' });
    expect(entry).toHaveTextContent('Попытка 1 · 21.11.2026, 10:05 · ответ 500 · 120 мс');
    expect(entry).toHaveTextContent(webhookFailures.status(500));
    expect(entry).toHaveTextContent('Внутренняя ошибка CRM');
    expect(entry).toHaveTextContent('Попытка 2 · 21.11.2026, 10:05 · ответ 200 · 45 мс');
    expect(log).toHaveTextContent('Завершённые доставки хранятся 30 дней.');
    expect(within(card).getByRole('button', { name: TEXTS.hideLog })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('sends an ended delivery’s event again, and lists the resend, pending', async () => {
    const failed = aDelivery({ id: 42, status: 'FAILED' });
    const held: HeldWebhooks = { endpoints: [aWebhook()], deliveries: { 7: [failed] } };
    const api = fakeWebhooksServer(held);
    const { user, card } = await openAddress(api);
    await user.click(within(card).getByRole('button', { name: TEXTS.showLog }));
    const log = await within(card).findByRole('region', { name: TEXTS.logTitle(URL) });

    const entry = await within(log).findByRole('listitem', { name: 'Новый заказ, Не доставлено' });
    await user.click(within(entry).getByRole('button', { name: TEXTS.resend }));

    expect(await screen.findByText(TEXTS.resendSent)).toBeVisible();
    expect(api.callsTo(`POST ${WEBHOOK}/7/delivery/42/resend/`)).toHaveLength(1);
    const resent = await within(log).findByRole('listitem', {
      name: 'Новый заказ, Отправляется',
    });
    expect(resent).toHaveTextContent(TEXTS.resent);
    expect(resent).toHaveTextContent(TEXTS.notTried);
    // A delivery under way is not sent again.
    expect(within(resent).queryByRole('button', { name: TEXTS.resend })).not.toBeInTheDocument();
  });

  it('sends «Проверить»’s test event and shows its delivery come through', async () => {
    const held: HeldWebhooks = { endpoints: [aWebhook({ last_delivery: null })], deliveries: {} };
    const { user, card } = await openAddress(fakeWebhooksServer(held));

    await user.click(within(card).getByRole('button', { name: TEXTS.test }));

    expect(await screen.findByText(TEXTS.testSent)).toBeVisible();
    const log = await within(card).findByRole('region', { name: TEXTS.logTitle(URL) });
    await within(log).findByRole('listitem', { name: 'Проверка, Отправляется' });
    // The worker takes it: the log, asked again while it is pending, shows the answer.
    const [sent] = held.deliveries[7]!;
    Object.assign(sent!, { status: 'DELIVERED', attempts: aDelivery().attempts });
    const delivered = await within(log).findByRole(
      'listitem',
      { name: 'Проверка, Доставлено' },
      { timeout: 6000 },
    );
    expect(delivered).toHaveTextContent('ответ 200');
  });

  it('says why a switched-off address sends no test', async () => {
    const held: HeldWebhooks = { endpoints: [aWebhook({ enabled: false })], deliveries: {} };
    const { user, card } = await openAddress(fakeWebhooksServer(held));

    await user.click(within(card).getByRole('button', { name: TEXTS.test }));

    expect(await screen.findByText(webhookMessages.endpointDisabled)).toBeVisible();
    expect(within(card).queryByRole('region')).not.toBeInTheDocument();
  });
});
