import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import { orderMessages } from '@vitrina/contracts/order-messages';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { copySnippet, SNIPPET_STEPS } from '../support/console';
import { readLetters, waitForLetter } from '../support/mail-folder';
import { openSignedIn } from '../support/merchant';
import {
  cardOf,
  cardTitles,
  orderFromCard,
  priceLines,
  rubles,
  showcaseIn,
} from '../support/showcase-page';
import { telegramWorld } from '../support/telegram-world';
import { lookAtWidget } from '../support/widget-look';
import {
  confirmedEmailContact,
  connectedTelegramChat,
  hostHtml,
  HOSTILE_CSS,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  TEA,
} from '../support/storefront';

const world = telegramWorld();

/** The integration tab's two snippets, as the merchant copies them from the widget editor. */
async function copiedSnippets(page: Page, token: string, siteId: number, widgetId: number) {
  await openSignedIn(page, token, `/sites/${siteId}/${widgetId}`);
  await page.getByRole('heading', { name: 'Витрина чая', level: 1 }).waitFor();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Интеграция' }).click();
  await page.getByRole('region', { name: SNIPPET_STEPS.script }).waitFor();
  await expectAccessible(page);
  const script = await copySnippet(page, SNIPPET_STEPS.script);
  const container = await copySnippet(page, SNIPPET_STEPS.container);
  return { script, container };
}

it('renders the showcase from the copied snippets on the merchant page, and an order reaches the letter and the chat once', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: world.server.url,
  });
  const domain = merchantDomain('shop');
  const { merchant, token, api, collectionId, siteId } = await merchantWithSite(
    context,
    world.sitePage,
    domain,
  );
  const mailbox = `orders-${merchant.email}`;
  const emailId = await confirmedEmailContact(api, world.server.dataDir, mailbox);
  const { chat, contactId: chatId } = await connectedTelegramChat(api, world.telegram);
  const widget = await publishedWidget(
    api,
    siteId,
    'Витрина чая',
    [collectionId],
    [emailId, chatId],
  );

  const { script, container } = await copiedSnippets(page, token, siteId, widget.id);
  expect(container).toBe(`<div id="${widget.tag_div}"></div>`);
  world.sitePage.setPage('/katalog', hostHtml({ head: script, body: container }));
  const pageUrl = world.sitePage.urlOf(domain, '/katalog');
  await page.goto(pageUrl);

  const showcase = showcaseIn(page, widget.tag_div);
  await cardOf(showcase, 'Пуэр на заказ').waitFor();
  expect(await cardTitles(showcase)).toEqual(TEA.map(({ title }) => title));
  await lookAtWidget(showcase, 'cards', { fullPage: true });
  expect(await priceLines(cardOf(showcase, 'Сенча'))).toEqual([['B', rubles('450 ₽')]]);
  expect(await priceLines(cardOf(showcase, 'Те Гуань Инь'))).toEqual([
    ['B', rubles('1 800 ₽')],
    ['S', rubles('2 000 ₽')],
    ['SPAN', '−10%'],
  ]);
  expect(await priceLines(cardOf(showcase, 'Пуэр на заказ'))).toEqual([['B', 'Цена не указана']]);
  const photo = cardOf(showcase, 'Сенча').locator('img');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const number = await orderFromCard(showcase, 'Те Гуань Инь', {
    name: 'Ольга',
    phone: '+7 900 123-45-67',
    email: 'olga@example.ru',
    comment: 'Позвоните после 18:00',
  });
  expect(number).toBe(1001);
  const confirmation = page.getByRole('dialog', { name: 'Заявка' }).getByRole('status');
  expect(await confirmation.textContent()).toBe(
    [
      orderMessages.sent(1001),
      orderMessages.sentTotal(rubles('1 800 ₽')),
      orderMessages.sentNext('+7 900 123-45-67'),
      orderMessages.sentLetter('olga@example.ru'),
    ].join(''),
  );

  // The buyer's letter: the order as the dialog said it, the shop, and a reply reaches the merchant.
  const accepted = await waitForLetter(world.server.dataDir, 'olga@example.ru', 'заявку #1001');
  expect(accepted.subject).toBe(orderMessages.accepted(1001));
  expect(accepted.replyTo).toBe(mailbox);
  for (const line of [
    'Магазин «Чайная лавка»',
    `Те Гуань Инь × 1 = ${rubles('1 800 ₽')}`,
    orderMessages.sentTotal(rubles('1 800 ₽')),
    orderMessages.sentNext('+7 900 123-45-67'),
  ])
    expect(accepted.text).toContain(line);

  const letter = await waitForLetter(world.server.dataDir, mailbox, 'Новая заявка #1001');
  expect(letter.subject).toContain('#1001');
  expect(letter.text).toContain(`Те Гуань Инь × 1 = ${rubles('1 800 ₽')}`);
  expect(letter.text).toContain(`Страница: ${pageUrl}`);
  const message = (await chat.nextMessage()).text ?? '';
  expect(message).toContain('Новая заявка #1001');
  expect(message).toContain(`Те Гуань Инь × 1 = ${rubles('1 800 ₽')}`);
  expect(message).toContain(`Итого: 1 товар · ${rubles('1 800 ₽')}`);
  const ordersInLetters = (await readLetters(world.server.dataDir)).filter(
    ({ to, text }) => to === mailbox && text.includes('#1001'),
  );
  expect(ordersInLetters).toHaveLength(1);
  expect(chat.messages.filter(({ text }) => text?.includes('#1001'))).toHaveLength(1);

  const { orders } = await api<{ orders: { number: number; page_url: string }[] }>(
    'GET',
    'orders/',
  );
  expect(orders).toEqual([
    expect.objectContaining({
      number: 1001,
      page_url: pageUrl,
      lines: [expect.objectContaining({ title: 'Те Гуань Инь', price: 2000, quantity: 1 })],
      customer: { name: 'Ольга', phone: expect.any(String), email: 'olga@example.ru' },
    }),
  ]);
  expect(consoleErrors).toEqual([]);
});

/** What the buyer sees of a card: its box, its title's type and the colour of its button. */
const cardLook = (card: Locator) =>
  card.evaluate((article) => {
    const box = article.getBoundingClientRect();
    const title = getComputedStyle(article.querySelector('h3')!);
    const button = getComputedStyle(article.querySelector('button')!);
    return {
      width: box.width,
      height: box.height,
      title: [title.font, title.color, title.letterSpacing, title.textTransform],
      button: [button.backgroundColor, button.color, button.visibility],
    };
  });

it('keeps the showcase whole and its buttons working under a page CSS that attacks everything', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  const domain = merchantDomain('lavka');
  const { api, collectionId, siteId } = await merchantWithSite(context, world.sitePage, domain);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId]);
  const script = widgetScriptTag(world.server.url, siteId);
  const container = widgetContainer(widget.tag_div);
  world.sitePage.setPage('/plain', hostHtml({ head: script, body: container }));
  world.sitePage.setPage(
    '/hostile',
    hostHtml({ head: `${HOSTILE_CSS}${script}`, body: container }),
  );
  const showcase = showcaseIn(page, widget.tag_div);
  const card = cardOf(showcase, 'Те Гуань Инь');

  await page.goto(world.sitePage.urlOf(domain, '/plain'));
  await card.waitFor();
  const plain = await cardLook(card);
  await lookAtWidget(showcase, 'cards on a plain page', { fullPage: true });

  await page.goto(world.sitePage.urlOf(domain, '/hostile'));
  await card.waitFor();
  expect(await cardTitles(showcase)).toEqual(TEA.map(({ title }) => title));
  expect(await cardLook(card)).toEqual(plain);
  await lookAtWidget(showcase, 'cards on a hostile page', { fullPage: true });

  await card.getByRole('button', { name: 'Купить' }).click();
  const form = page.getByRole('dialog', { name: 'Заявка' });
  const name = form.getByRole('textbox', { name: 'Имя' });
  await name.waitFor();
  // The dialog gives focus to its first field, as on a plain page.
  const focused = (input: Element) => input === (input.getRootNode() as ShadowRoot).activeElement;
  expect(await name.evaluate(focused)).toBe(true);
  await lookAtWidget(showcase, 'order dialog on a hostile page');
  expect(consoleErrors).toEqual([]);
});
