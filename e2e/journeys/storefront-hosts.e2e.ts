// The storefront on the kinds of pages merchants have: a single-page app that adds the
// container later, a page with two widgets, and a page on a domain the site never confirmed.
import { widgetContainer, widgetHeadSnippet, widgetScriptTag } from '@vitrina/contracts/embedding';
import { expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { cardOf, cardTitles, showcaseIn, wireStatuses } from '../support/showcase-page';
import {
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  seedCollection,
  TEA,
  type ProductSeed,
} from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';
import { lookAtWidget } from '../support/widget-look';

const world = storefrontWorld();

const TEA_TITLES = TEA.map(({ title }) => title);
const DISHES: ProductSeed[] = [
  { title: 'Чайник глиняный', price: 3200 },
  { title: 'Пиала', price: 350 },
];

/**
 * A single-page host: its router swaps the view's content, and only the catalog view holds the
 * container.
 */
const singlePageBody = (container: string) => `
<nav><button id="to-catalog">Каталог</button> <button id="to-home">Главная</button></nav>
<main id="view"><p>Добро пожаловать</p></main>
<script>
  const view = document.getElementById('view');
  const show = (html) => { view.innerHTML = html; };
  document.getElementById('to-catalog').onclick = () => show(${JSON.stringify(`<h2>Каталог</h2>${container}`)});
  document.getElementById('to-home').onclick = () => show('<p>Добро пожаловать</p>');
</script>`;

it('renders into the container a single-page host adds after a click, and again into the one it puts back', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('spa');
  const { api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId]);
  sitePage.setPage(
    '/',
    hostHtml({
      head: widgetScriptTag(server.url, siteId),
      body: singlePageBody(widgetContainer(widget.tag_div)),
    }),
  );
  const showcases = page.waitForResponse((response) => response.url().includes('/showcases'));
  await page.goto(sitePage.urlOf(domain, '/'));
  expect((await showcases).status()).toBe(200);
  const showcase = showcaseIn(page, widget.tag_div);
  expect(await showcase.count()).toBe(0);

  await page.getByRole('button', { name: 'Каталог' }).click();
  await cardOf(showcase, 'Сенча').waitFor();
  expect(await cardTitles(showcase)).toEqual(TEA_TITLES);
  await lookAtWidget(showcase, 'cards added by a single-page host', { fullPage: true });

  await page.getByRole('button', { name: 'Главная' }).click();
  await showcase.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Каталог' }).click();
  await cardOf(showcase, 'Сенча').waitFor();
  expect(await cardTitles(showcase)).toEqual(TEA_TITLES);
  expect(consoleErrors).toEqual([]);
});

it('shows two widgets of a site on one page, each its own cards, from one script and the one showcases call its snippet preloads', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('two');
  const { token, api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const dishesId = await seedCollection(context.request, token, api, 'Посуда', DISHES);
  const tea = await publishedWidget(api, siteId, 'Витрина чая', [collectionId]);
  const dishes = await publishedWidget(api, siteId, 'Витрина посуды', [dishesId]);
  sitePage.setPage(
    '/',
    hostHtml({
      head: widgetHeadSnippet(server.url, siteId),
      body: `<h2>Чай</h2>${widgetContainer(tea.tag_div)}<h2>Посуда</h2>${widgetContainer(dishes.tag_div)}`,
    }),
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(sitePage.urlOf(domain, '/'));
  const teaShowcase = showcaseIn(page, tea.tag_div);
  const dishesShowcase = showcaseIn(page, dishes.tag_div);
  await cardOf(teaShowcase, 'Пуэр на заказ').waitFor();
  await cardOf(dishesShowcase, 'Пиала').waitFor();
  expect(await cardTitles(teaShowcase)).toEqual(TEA_TITLES);
  expect(await cardTitles(dishesShowcase)).toEqual(DISHES.map(({ title }) => title));
  await lookAtWidget(teaShowcase, 'the first of two widgets', { fullPage: true });
  await lookAtWidget(dishesShowcase, 'the second of two widgets', { fullPage: true });
  expect(requested.filter((path) => path === '/widget.js')).toHaveLength(1);
  expect(requested.filter((path) => path.endsWith('/showcases'))).toEqual([
    `/api/v1/public/sites/${siteId}/showcases`,
  ]);
  expect(consoleErrors).toEqual([]);
});

it('shows nothing on a page of a domain the site has not confirmed', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('lavka');
  const { api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId]);
  sitePage.setPage(
    '/',
    hostHtml({
      head: widgetScriptTag(server.url, siteId),
      body: widgetContainer(widget.tag_div),
    }),
  );
  const statuses = await wireStatuses(context, page);
  const failed = page.waitForEvent('requestfailed');

  const pageUrl = sitePage.urlOf(merchantDomain('other'), '/');
  await page.goto(pageUrl);
  const showcasesUrl = (await failed).url();
  expect(showcasesUrl).toBe(`${server.url}/api/v1/public/sites/${siteId}/showcases`);
  await expect.poll(() => statuses.get(showcasesUrl)).toBe(403);
  // The browser's own line on the refused read is all the console gets: the widget adds none.
  await expect
    .poll(() => consoleErrors)
    .toEqual([
      `Access to fetch at '${showcasesUrl}' from origin '${new URL(pageUrl).origin}' has been ` +
        "blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the " +
        'requested resource.',
    ]);
  expect(
    await page.locator(`#${widget.tag_div}`).evaluate((container) => ({
      shadowRoot: container.shadowRoot,
      html: container.innerHTML,
    })),
  ).toEqual({ shadowRoot: null, html: '' });
});
