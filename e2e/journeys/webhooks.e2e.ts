// Outgoing webhooks (issue 36, decision 73): the merchant adds an address on the settings'
// «Интеграция» tab and keeps its secret; a buyer orders on the merchant's site; the merchant's
// script checks each request's signature, fails the first with a 500 and takes the retry; the
// console's log shows both tries, and the event goes again on demand.
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { dialog, toast } from '../support/console';
import { openSignedIn } from '../support/merchant';
import { watchRequests } from '../support/settled';
import { orderFromCard, showcaseIn } from '../support/showcase-page';
import { scanAndShoot } from '../support/shots';
import { hostHtml, merchantDomain, merchantWithSite, publishedWidget } from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const world = storefrontWorld();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

it('delivers a new order to the merchant’s script, signed, again after a 500, and shows both tries in the log', async () => {
  const { sitePage, server, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('hooks');
  const { token, api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId]);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/chai', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));

  // The merchant adds the address of their CRM's script and keeps the secret shown once.
  await openSignedIn(page, token, '/settings');
  await page.getByRole('tab', { name: 'Интеграция' }).click();
  await page.getByRole('status').filter({ hasText: 'Адресов пока нет' }).waitFor();
  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  const adding = dialog(page, 'Новый адрес для вебхуков');
  const hookUrl = `http://${merchantDomain('crm')}:${receiver.port}/hooks/vitrina`;
  await adding.getByRole('textbox', { name: 'Адрес' }).fill(hookUrl);
  expect(await adding.getByRole('checkbox', { name: 'Новый заказ' }).isChecked()).toBe(true);
  await expectAccessible(page);
  await adding.getByRole('button', { name: 'Добавить' }).click();

  const added = dialog(page, 'Адрес добавлен');
  receiver.secret = await added.getByRole('textbox', { name: 'Секрет' }).inputValue();
  expect(receiver.secret).toMatch(/^whsec_[\w-]{43}$/);
  await added.getByRole('button', { name: 'Скопировать' }).click();
  await toast(page, 'Секрет скопирован').waitFor();
  await expectAccessible(page);
  await added.getByRole('button', { name: 'Готово' }).click();
  const card = page.getByRole('article', { name: hookUrl });
  await card.getByText('Доставок ещё не было').waitFor();
  expect(await card.textContent()).toContain(`Секрет: ••••${receiver.secret.slice(-4)}`);
  await scanAndShoot(page, 'webhooks');

  // A buyer orders on the merchant's site; the script is down for the first try.
  receiver.answerNext(500);
  const buyerPage = await context.newPage();
  watchRequests(buyerPage);
  await buyerPage.goto(sitePage.urlOf(domain, '/chai'));
  const number = await orderFromCard(showcaseIn(buyerPage, widget.tag_div), 'Сенча', {
    name: 'Ольга',
    phone: '+7 900 123-45-67',
  });
  await buyerPage.close();

  // The retry comes after its backoff (under 10 s) and the worker's next look (5 s).
  await expect.poll(() => receiver.received.length, { timeout: 40_000, interval: 250 }).toBe(2);
  const [first, second] = receiver.received;
  expect([first!.answered, second!.answered]).toEqual([500, 200]);
  expect([first!.signed, second!.signed]).toEqual([true, true]);
  expect(second!.body).toBe(first!.body);
  expect(second!.delivery).toBe(first!.delivery);
  expect(first!.event).toBe('order.created');
  const payload = JSON.parse(first!.body);
  expect(payload).toMatchObject({
    id: first!.delivery,
    event: 'order.created',
    data: { order: { number, customer: { name: 'Ольга', phone: '+79001234567' } } },
  });
  expect(payload.data.order.lines).toMatchObject([{ title: 'Сенча', quantity: 1, price: 450 }]);

  // The console's log shows the delivery with both tries and the script's answers.
  await card.getByRole('button', { name: 'Журнал доставок' }).click();
  const log = page.getByRole('region', { name: `Журнал доставок ${hookUrl}` });
  const delivered = log.getByRole('listitem', { name: 'Новый заказ, Доставлено' });
  await delivered.waitFor({ timeout: 15_000 });
  const shown = (await delivered.textContent()) ?? '';
  expect(shown).toMatch(/Попытка 1 · .+ · ответ 500 · \d+ мс/);
  expect(shown).toContain('Сервер ответил 500');
  expect(shown).toContain('CRM недоступна, повторите позже');
  expect(shown).toMatch(/Попытка 2 · .+ · ответ 200 · \d+ мс/);
  // The list is read again every few seconds while a delivery is on its way (DELIVERY_POLL_MS).
  await expect
    .poll(() => card.textContent(), { timeout: 15_000, interval: 250 })
    .toContain('Последняя доставка: Доставлено, ответ 200');
  await scanAndShoot(page, 'webhooks-log');

  // «Отправить ещё раз»: the same event, its id and bytes, as a new delivery.
  await delivered.getByRole('button', { name: 'Отправить ещё раз' }).click();
  await toast(page, 'Событие отправлено ещё раз').waitFor();
  await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3);
  expect(receiver.received[2]).toMatchObject({ body: first!.body, signed: true, answered: 200 });
  await log.getByRole('listitem', { name: 'Новый заказ, Доставлено' }).nth(1).waitFor({
    timeout: 15_000,
  });
  expect(consoleErrors).toEqual([]);
});
