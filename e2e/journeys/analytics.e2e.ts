import type { Funnel, TopProduct } from '@vitrina/contracts/analytics';
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import { DEFAULT_TIME_ZONE, zoneDay } from '@vitrina/contracts/time-zone';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage, viewports } from '../support/browser';
import { openSignedIn } from '../support/merchant';
import { cardOf, rubles, showcaseIn } from '../support/showcase-page';
import {
  confirmedEmailContact,
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  seedCollection,
} from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

/**
 * The widget's beacon carrying an event of `type`, answered: the server has counted it. The
 * widget sends the events of one task together, a moment after they happen.
 */
const counted = (page: Page, type: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/public/events') &&
      (response.request().postData() ?? '').includes(`"type":"${type}"`),
  );

it('shows the funnel of a published showcase after views, a card pressed and an order', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('analytics');
  const { merchant, token, api, collectionId, siteId } = await merchantWithSite(
    context,
    sitePage,
    domain,
  );
  const emailId = await confirmedEmailContact(api, server.dataDir, `orders-${merchant.email}`);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], [emailId]);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/katalog', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));
  const showcase = showcaseIn(page, widget.tag_div);

  // Three page views: each load counts its showcase once, when its first card is half on
  // screen, and an impression of each card half on screen (all three at 1280 px).
  const seen = () => Promise.all([counted(page, 'view'), counted(page, 'impression')]);
  await Promise.all([seen(), page.goto(sitePage.urlOf(domain, '/katalog'))]);
  for (const _reload of [1, 2]) await Promise.all([seen(), page.reload()]);

  // 'Купить' is the card's click and opens the form: both leave in one beacon.
  const card = cardOf(showcase, 'Те Гуань Инь');
  await Promise.all([
    counted(page, 'form_open'),
    card.getByRole('button', { name: 'Купить' }).click(),
  ]);
  const form = page.getByRole('dialog', { name: 'Заявка' });
  await form.getByRole('textbox', { name: 'Имя' }).fill('Ольга');
  await form.getByRole('textbox', { name: 'Телефон' }).fill('+7 900 123-45-67');
  await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
  // The order counts in the funnel as an order placed: no beacon reports it.
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await form.getByRole('status').filter({ hasText: 'отправлена' }).waitFor();

  await openSignedIn(page, token, '/analytics');
  const funnel = page.getByRole('list', { name: 'Воронка' });
  const step = (name: string) => funnel.getByRole('listitem', { name });
  await funnel.waitFor();
  expect(await step('Просмотры').textContent()).toMatch(/^Просмотры3$/);
  expect(await step('Клики').textContent()).toMatch(/^Клики1[\d,]+\s%\sот просмотров$/);
  expect(await step('Открытия формы').textContent()).toMatch(/^Открытия формы1100\s%/);
  expect(await step('Заказы').textContent()).toMatch(/^Заказы1100\s%/);
  const totals = page.getByRole('list', { name: 'Итоги периода' });
  expect(await totals.getByRole('listitem', { name: 'Выручка' }).textContent()).toContain(
    rubles('1 800 ₽'),
  );
  const top = page.getByRole('table', { name: 'Популярные товары' });
  // Показы, Клики, В корзину (none: a one-product widget), Формы, Заказы, Штук, Выручка.
  expect(await top.getByRole('row').nth(1).textContent()).toBe(
    `Те Гуань Инь310111${rubles('1 800 ₽')}`,
  );
  // The days' table is there for screen readers only: it takes no room on the page.
  const daysTable = page.getByRole('table', { name: 'Просмотры, клики и заказы по дням' });
  expect(await daysTable.getByRole('row').count()).toBe(31);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
    (await top.boundingBox())!.y + (await top.boundingBox())!.height + 200,
  );
  await expectAccessible(page);

  // A phone: the filters, the custom days, the chart and the table fit; the page never scrolls sideways.
  await page.setViewportSize(viewports.mobile);
  await page.getByRole('button', { name: 'Свой период' }).click();
  await page.getByLabel('По', { exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewports.mobile.width,
  );
  await expectAccessible(page);
  await page.setViewportSize(viewports.desktop);

  // One widget's figures, then its orders with the same filters.
  await page.getByRole('combobox', { name: 'Виджет' }).selectOption({ label: 'Витрина чая' });
  await expect.poll(() => new URL(page.url()).searchParams.get('widget')).toBe(String(widget.id));
  expect(await step('Заказы').textContent()).toMatch(/^Заказы1/);
  // The link carries the figures' filters once the screen has drawn the chosen widget.
  const allOrders = page.getByRole('link', { name: 'Все заказы' });
  await expect.poll(() => allOrders.getAttribute('href')).toContain(`widget=${widget.id}`);
  await allOrders.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/orders');
  expect(new URL(page.url()).searchParams.get('widget')).toBe(String(widget.id));
  await page
    .getByRole('link', { name: /^#1001/ })
    .first()
    .waitFor();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

/** Eight teas: at 375 px, one card a row, a showcase over 3 000 px tall. */
const TALL_SHOWCASE = [
  'Сенча',
  'Те Гуань Инь',
  'Молочный улун',
  'Габа',
  'Лапсанг Сушонг',
  'Цзинь Цзюнь Мэй',
  'Бай Хао Инь Чжэнь',
  'Да Хун Пао',
].map((title, index) => ({ title, price: 400 + 100 * index }));

it('counts the view of a 3 000 px showcase on a phone when its first row is on screen, so clicks never exceed views', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(
    browser,
    server.url,
    viewports.smallPhone,
  );
  const domain = merchantDomain('tall-showcase');
  const { token, api, siteId } = await merchantWithSite(context, sitePage, domain);
  const teas = await seedCollection(context.request, token, api, 'Улуны', TALL_SHOWCASE);
  const widget = await publishedWidget(api, siteId, 'Длинная витрина', [teas]);
  // The merchant's banner sets the showcase lower: more than half of its first card on screen,
  // less than half of the screen covered by it, so the view is the first row's.
  const banner = '<p style="height:320px;margin:0">Урожай этой весны</p>';
  const body = banner + widgetContainer(widget.tag_div);
  sitePage.setPage('/uluny', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));
  const showcase = showcaseIn(page, widget.tag_div);

  const firstDay = zoneDay(new Date(), DEFAULT_TIME_ZONE);
  await Promise.all([counted(page, 'view'), page.goto(sitePage.urlOf(domain, '/uluny'))]);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const screen = viewports.smallPhone.height;
  const container = (await showcase.boundingBox())!;
  const firstCard = (await showcase.getByRole('article').first().boundingBox())!;
  expect(container.height).toBeGreaterThanOrEqual(3000);
  expect(screen - firstCard.y).toBeGreaterThanOrEqual(firstCard.height / 2);
  expect(screen - container.y).toBeLessThan(screen / 2);

  // Further down, 'Купить' on two products: the first press is the widget's click and form
  // opening, the second a repeat that counts for its product alone.
  const form = page.getByRole('dialog', { name: 'Заявка' });
  for (const title of ['Лапсанг Сушонг', 'Да Хун Пао']) {
    await Promise.all([
      counted(page, 'form_open'),
      cardOf(showcase, title).getByRole('button', { name: 'Купить' }).click(),
    ]);
    await form.getByRole('button', { name: 'Закрыть' }).click();
    await form.waitFor({ state: 'detached' });
  }
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);

  const period = `from=${firstDay}&to=${zoneDay(new Date(), DEFAULT_TIME_ZONE)}&widget=${widget.id}`;
  expect(await api<Funnel>('GET', `analytics/funnel?${period}`)).toEqual({
    views: 1,
    clicks: 1,
    // A one-product widget opens the form straight after the click: no cart addition.
    cart_adds: 0,
    form_opens: 1,
    orders: 0,
    revenue: 0,
  });
  const { products } = await api<{ products: TopProduct[] }>(
    'GET',
    `analytics/top-products?${period}`,
  );
  const pressed = products
    .filter(({ clicks }) => clicks > 0)
    .map(({ title, clicks, form_opens }) => ({ title, clicks, form_opens }))
    .sort((one, other) => one.title.localeCompare(other.title));
  expect(pressed).toEqual([
    { title: 'Да Хун Пао', clicks: 1, form_opens: 1 },
    { title: 'Лапсанг Сушонг', clicks: 1, form_opens: 1 },
  ]);
  expect(consoleErrors).toEqual([]);
});
