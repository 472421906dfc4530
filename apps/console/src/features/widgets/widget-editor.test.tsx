import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import {
  aCategory,
  aCollection,
  aProduct,
  aShowcaseCard,
  aWidget,
  fakeWidgetsServer,
} from './testing/fake-widgets-server';
import { dialogGone } from '../../testing/dialogs';
import { expectRefusedControl, memberRoutes } from '../../testing/member-role';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';
import { installFakeResizeObserver } from './testing/fake-resize-observer';

installFakeResizeObserver();

const shoes = aCategory(11, 'Обувь', [aCategory(12, 'Кеды', [], 11)]);
const hats = aCategory(13, 'Шляпы');
const summer = () =>
  aCollection({
    categories: [shoes, hats],
    products: [
      aProduct({ id: 5, title: 'Кеды белые', sku: 'K-1', price: 4990, categories: [kedy()] }),
      aProduct({ id: 7, title: 'Шляпа' }),
    ],
  });
const autumn = () =>
  aCollection({ id: 2, title: 'Осень', products: [aProduct({ id: 6, title: 'Панама' })] });
function kedy() {
  const { children: _children, ...link } = shoes.children[0]!;
  return link;
}
const filledWidget = () =>
  aWidget({
    tags: [
      {
        collection_id: 1,
        collection_title: 'Летняя коллекция',
        category_id: 12,
        category_title: 'Кеды',
      },
      { collection_id: 2, collection_title: 'Осень' },
    ],
  });

async function openEditor(api = fakeWidgetsServer({ collections: [summer()] })) {
  const rendered = renderApp('/sites/1/31', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Витрина обуви' });
  return { api, ...rendered };
}

type User = Awaited<ReturnType<typeof openEditor>>['user'];

/** The queries of the style tab's preview, which the widget draws inside its shadow root. */
async function previewShown() {
  const host = await screen.findByRole('region', { name: 'Предпросмотр витрины' });
  await waitFor(() => expect(host.shadowRoot).not.toBeNull());
  return within(host.shadowRoot as unknown as HTMLElement);
}

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
async function chooseSummer(user: User, button: 'Добавить каталог' | 'Изменить') {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: 'Выберите коллекцию' });
  await user.click(await within(dialog).findByRole('button', { name: /Летняя коллекция/ }));
  await within(dialog).findByRole('checkbox', { name: 'Обувь' });
  return dialog;
}

// Whole dialog flows in jsdom take a few seconds each.
describe('widget editor', () => {
  it('has four tabs, and names the site and widget in the crumbs', async () => {
    const { user } = await openEditor();

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Контент', 'Стиль', 'Настройки', 'Интеграция']);
    await user.click(screen.getByRole('tab', { name: 'Настройки' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('form', { name: 'Настройки виджета' }),
    ).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Мой магазин' })).toHaveAttribute(
      'href',
      '/sites/1',
    );
    expect(within(crumbs).getByText('Витрина обуви')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the open tab in the address, so a reload opens it again', async () => {
    const { user, router } = await openEditor();

    await user.click(screen.getByRole('tab', { name: 'Интеграция' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=integration'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Интеграция' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it.each([
    ['?tab=style', 'Стиль'],
    ['?tab=settings', 'Настройки'],
    ['?tab=nonsense', 'Контент'],
  ])('opens %s on the tab %s', async (search, label) => {
    renderApp(`/sites/1/31${search}`, {
      signedIn: true,
      api: fakeWidgetsServer({ collections: [summer()] }),
    });
    await screen.findByRole('heading', { name: 'Витрина обуви' });

    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the widget from its own read while the site is unknown', async () => {
    const api = fakeWidgetsServer({}, { 'GET v1/platform/site/:id/': () => reply(404) });
    await openEditor(api);

    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Название площадки')).toBeVisible();
    expect(within(crumbs).getByText('Витрина обуви')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the fallback crumbs while neither the site nor the widget is known', async () => {
    const api = fakeWidgetsServer(
      {},
      {
        'GET v1/platform/site/:id/': () => reply(404),
        'GET v1/platform/widget/:id/': () => reply(404),
      },
    );
    renderApp('/sites/1/31', { signedIn: true, api });
    await screen.findByText(messages.product.loadFailed);

    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Название площадки')).toBeVisible();
    expect(within(crumbs).getByText('Название виджета')).toBeVisible();
  });

  it('says what to do with an empty widget and offers «Добавить каталог»', async () => {
    await openEditor();

    expect(
      screen.getByText('Выберите коллекцию или категории, товары которых покажет виджет.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить каталог' })).toBeVisible();
  });

  it('lists the tags and the products of their rows, each product opening its editor', async () => {
    const { api } = await openEditor(
      fakeWidgetsServer({ widget: filledWidget(), collections: [summer(), autumn()] }),
    );

    expect(screen.getByRole('button', { name: 'Изменить' })).toBeVisible();
    const tags = within(screen.getByRole('list', { name: 'Каталоги виджета' }))
      .getAllByRole('listitem')
      .map((tag) => tag.textContent);
    expect(tags).toEqual(['Летняя коллекция | Кеды', 'Осень | Все товары']);
    const rows = await screen.findByRole('list', { name: 'Товары виджета' });
    // A tag with a category asks for the category; a tag of a whole collection, the collection.
    const [call] = api.callsTo('GET v1/catalog/products/rows/');
    expect(call!.query.toString()).toBe('collection=2&category=12');
    // The widget's own read carries its tags, not its products.
    expect(api.callsTo('GET v1/platform/widget/31/')[0]!.query.getAll('tree')).toEqual(['TAGS']);
    const sneakers = within(rows).getByRole('link', { name: /Кеды белые/ });
    expect(sneakers).toHaveAttribute('href', '/sites/1/31/5');
    expect(sneakers).toHaveTextContent('Артикул: K-1');
    expect(sneakers).toHaveTextContent('4 990 ₽');
    expect(within(rows).getByRole('link', { name: /Панама/ })).toHaveTextContent('Цена не указана');
    expect(within(rows).queryByRole('link', { name: /Шляпа/ })).not.toBeInTheDocument();
  });

  it('loads the next page of the products as the last rows come into view', async () => {
    const many = aCollection({
      id: 2,
      title: 'Осень',
      products: Array.from({ length: 60 }, (_, index) =>
        aProduct({ id: 101 + index, title: `Товар ${index + 1}` }),
      ),
    });
    const { api } = await openEditor(
      fakeWidgetsServer({
        widget: filledWidget(),
        collections: [summer(), many],
        rowsPageSize: 20,
      }),
    );
    await screen.findByText('Товар 1');

    Object.defineProperty(window, 'scrollY', { value: 20 * 88, configurable: true });
    window.dispatchEvent(new Event('scroll'));

    expect(await screen.findByText('Товар 25')).toBeInTheDocument();
    const pages = api.callsTo('GET v1/catalog/products/rows/');
    expect(pages.map((page) => page.query.get('after'))).toEqual([null, '119']); // Кеды белые and 19 of the 60
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows all products of a collection by sending the collection id', async () => {
    const { api, user } = await openEditor();
    const dialog = await chooseSummer(user, 'Добавить каталог');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Выбрать все товары коллекции' }),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Обувь' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(
      bodyOf(
        api.callsTo('PUT v1/platform/showcase/0b6f1c7e-3d2a-4f5b-9c8d-1e2f3a4b5c6d/content/')[0],
      ),
    ).toEqual({
      ids: [1],
    });
    await waitFor(() => expect(api.callsTo('GET v1/platform/widget/31/')).toHaveLength(2));
  });

  it('shows chosen categories by sending their ids, starting from the current tags', async () => {
    const api = fakeWidgetsServer({ widget: filledWidget(), collections: [summer()] });
    const { user } = await openEditor(api);
    const dialog = await chooseSummer(user, 'Изменить');
    expect(within(dialog).getByRole('checkbox', { name: 'Кеды' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Шляпы' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(
      bodyOf(
        api.callsTo('PUT v1/platform/showcase/0b6f1c7e-3d2a-4f5b-9c8d-1e2f3a4b5c6d/content/')[0],
      ),
    ).toEqual({
      ids: [12, 13],
    });
  });

  it('clears the selection, so saving empties the showcase', async () => {
    const api = fakeWidgetsServer({ widget: filledWidget(), collections: [summer()] });
    const { user } = await openEditor(api);
    const dialog = await chooseSummer(user, 'Изменить');
    await user.click(within(dialog).getByRole('button', { name: 'Очистить' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Кеды' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(
      bodyOf(
        api.callsTo('PUT v1/platform/showcase/0b6f1c7e-3d2a-4f5b-9c8d-1e2f3a4b5c6d/content/')[0],
      ),
    ).toEqual({
      ids: [],
    });
  });

  it('says why the content was refused', async () => {
    const api = fakeWidgetsServer(
      { collections: [summer()] },
      {
        'PUT v1/platform/showcase/:identifier/content/': () =>
          reply(404, { detail: messages.widget.contentNotFound }),
      },
    );
    const { user } = await openEditor(api);
    const dialog = await chooseSummer(user, 'Добавить каталог');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Шляпы' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(messages.widget.contentNotFound)).toBeVisible();
  });

  it('previews the widget drawn by its own code', async () => {
    const cards = [aShowcaseCard(), aShowcaseCard({ id: 6, title: 'Панама', price: null })];
    const { user } = await openEditor(fakeWidgetsServer({ widget: filledWidget(), cards }));
    await user.click(screen.getByRole('tab', { name: 'Стиль' }));

    const preview = await previewShown();
    const card = await preview.findByRole('article', { name: 'Кеды белые' });
    expect(within(card).getByRole('button', { name: 'Купить' })).toBeVisible();
    expect(preview.getByRole('article', { name: 'Панама' })).toBeInTheDocument();
  });

  it('shows the form’s button text in the preview before it is saved', async () => {
    const api = fakeWidgetsServer({ widget: filledWidget(), cards: [aShowcaseCard()] });
    const { user } = await openEditor(api);
    await user.click(screen.getByRole('tab', { name: 'Стиль' }));
    const preview = await previewShown();
    await preview.findByRole('button', { name: 'Купить' });

    const buttonText = screen.getByRole('textbox', { name: 'Текст кнопки' });
    await user.clear(buttonText);
    await user.type(buttonText, 'Заказать');

    expect(await preview.findByRole('button', { name: 'Заказать' })).toBeInTheDocument();
    expect(preview.queryByRole('button', { name: 'Купить' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.route.startsWith('PUT'))).toEqual([]);
  });

  it('says «Тут пока пусто» when the widget shows no product', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('tab', { name: 'Стиль' }));

    expect(await screen.findByText('Тут пока пусто')).toBeVisible();
  });

  // user-event stands in for the browser's clipboard, so a test can read back what was written.
  it('gives both integration snippets and copies each exactly', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('tab', { name: 'Интеграция' }));

    const { origin } = window.location;
    const head =
      `<link rel="preload" href="${origin}/api/v1/public/sites/1/showcases" as="fetch" crossorigin>\n` +
      `<script src="${origin}/widget.js?site_id=1" async></script>`;
    const scriptStep = screen.getByRole('region', { name: /Шаг 1/ });
    expect(within(scriptStep).getByLabelText('Код')).toHaveTextContent(head, {
      normalizeWhitespace: false,
    });
    await user.click(within(scriptStep).getByRole('button', { name: 'Скопировать' }));
    expect(await navigator.clipboard.readText()).toBe(head);
    expect(await screen.findByText(messages.widget.codeCopied)).toBeVisible();

    const containerStep = screen.getByRole('region', { name: /Шаг 2/ });
    await user.click(within(containerStep).getByRole('button', { name: 'Скопировать' }));
    expect(await navigator.clipboard.readText()).toBe('<div id="vitrina-3f9k2m"></div>');
  });

  it('lets a manager of orders look at the content, style and settings but change none', async () => {
    const world = { widget: filledWidget(), collections: [summer(), autumn()] };
    const { user } = await openEditor(fakeWidgetsServer(world, memberRoutes('ORDER_MANAGER')));

    expect(await screen.findByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Изменить' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: /Кеды белые/ })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Стиль' }));
    expect(await screen.findByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    const style = screen.getByRole('form', { name: 'Настройки стиля' });
    expect(within(style).getByLabelText('Текст кнопки')).toBeDisabled();
    expect(within(style).getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Настройки' }));
    const settings = await screen.findByRole('form', { name: 'Настройки виджета' });
    expect(screen.getByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    expect(within(settings).getByRole('radio', { name: 'Корзина' })).toBeDisabled();
    expect(within(settings).getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Интеграция' }));
    await expectRefusedControl(user, screen.getByRole('button', { name: 'Проверить установку' }));
  });
});
