import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, type FakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aCategory, aCollection, aProduct, fakeCatalogServer } from './testing/fake-catalog-server';
import { dialogGone } from '../../testing/dialogs';
import {
  expectRefusedActions,
  expectRefusedControl,
  memberRoutes,
} from '../../testing/member-role';

const shoes = aCategory(11, 'Обувь', [aCategory(12, 'Кеды', [], 11)]);
const hats = aCategory(13, 'Шляпы');
const link = (category: ReturnType<typeof aCategory>) => {
  const { children: _children, ...row } = category;
  return row;
};

function aFullCollection() {
  return aCollection({
    categories: [shoes, hats],
    products: [
      aProduct({
        id: 1,
        title: 'Кеды белые',
        sku: 'K-1',
        price: 4990,
        categories: [link(shoes.children[0]!)],
      }),
      aProduct({ id: 2, title: 'Панама', categories: [link(hats)] }),
      aProduct({ id: 3, title: 'Носки', price: 300 }),
    ],
  });
}

async function openCollection(api = fakeCatalogServer([aFullCollection()])) {
  const rendered = renderApp('/catalog/1', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Летняя коллекция' });
  // The rows' code comes beside their read: the page spins until both are there.
  await waitFor(() => expect(screen.queryByLabelText('Загрузка')).not.toBeInTheDocument());
  return { api, ...rendered };
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Список товаров' }))
    .getAllByRole('listitem')
    .map((row) => document.getElementById(row.getAttribute('aria-labelledby')!)!.textContent);
const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
const rowsCalls = (api: FakeApi) => api.callsTo('GET v1/catalog/products/rows/');
const lastRowsCall = (api: FakeApi) => {
  const query = rowsCalls(api).at(-1)!.query;
  return {
    collection: query.getAll('collection'),
    category: query.getAll('category'),
    search: query.get('search'),
    after: query.get('after'),
  };
};
// The row re-renders from the patched cache, so look the switch up afresh each time.
const onSale = (title: string) =>
  within(screen.getByRole('listitem', { name: title })).getByRole('switch', { name: 'В продаже' });

/** Scrolls the page as the merchant would: the list reads the window's offset on its scroll. */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

async function chooseAction(
  user: Awaited<ReturnType<typeof openCollection>>['user'],
  menu: string,
  action: string,
) {
  await user.click(screen.getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

// Whole dialog flows typed key by key in jsdom take a few seconds each.
describe('collection page', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('lists the products with SKU and price, and names the collection in the breadcrumbs', async () => {
    const { api } = await openCollection();

    expect(rowTitles()).toEqual(['Кеды белые', 'Панама', 'Носки']);
    const row = screen.getByRole('listitem', { name: 'Кеды белые' });
    expect(row).toHaveTextContent('Артикул: K-1');
    expect(row).toHaveTextContent('4 990 ₽');
    expect(screen.getByRole('listitem', { name: 'Панама' })).toHaveTextContent('Цена не указана');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Летняя коллекция')).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET v1/catalog/collection/1/')[0]!.query.getAll('tree')).toEqual([
      'CATEGORY',
    ]);
  });

  it('shows how many products each category holds with its subcategories', async () => {
    const { user } = await openCollection();

    await waitFor(() => expect(screen.getAllByLabelText('Товаров: 1')).toHaveLength(2));
    const count = (title: string) =>
      screen.getByRole('button', { name: title }).nextElementSibling?.textContent;
    expect(count('Обувь')).toBe('1');
    expect(count('Шляпы')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Развернуть «Обувь»' }));
    expect(count('Кеды')).toBe('1');
  });

  it('expands and collapses the tree, indenting each level by 12 px', async () => {
    const { user } = await openCollection();
    expect(screen.queryByRole('button', { name: 'Кеды' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Развернуть «Обувь»' }));
    const child = screen.getByRole('button', { name: 'Кеды' });
    expect(child.parentElement).toHaveStyle({ paddingLeft: '12px' });

    await user.click(screen.getByRole('button', { name: 'Свернуть «Обувь»' }));
    expect(screen.queryByRole('button', { name: 'Кеды' })).not.toBeInTheDocument();
  });

  it('asks the server for the selected categories, each with its subcategories, with deletable chips', async () => {
    const { api, user } = await openCollection();
    expect(lastRowsCall(api)).toEqual({
      collection: ['1'],
      category: [],
      search: null,
      after: null,
    });

    await user.click(screen.getByRole('button', { name: 'Обувь' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Кеды белые']));
    expect(lastRowsCall(api)).toMatchObject({ collection: [], category: ['11'] });
    await user.click(screen.getByRole('button', { name: 'Шляпы' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Кеды белые', 'Панама']));
    expect(lastRowsCall(api)).toMatchObject({ category: ['11', '13'] });
    const chips = screen.getByRole('list', { name: 'Выбранные категории' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chips).getByText('Шляпы')).toBeVisible();

    await user.click(within(chips).getByRole('img', { name: 'Убрать «Обувь»' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Панама']));
  });

  it('searches on the server, keeping the search in the address', async () => {
    const { api, user, router } = await openCollection();

    // Pasted, so the text arrives in one change whatever the machine's speed (typing letter by
    // letter, a slow run may pause between letters longer than the debounce).
    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await user.paste('кеды');

    await waitFor(() => expect(rowTitles()).toEqual(['Кеды белые']));
    expect(router.state.location.search).toBe('?q=%D0%BA%D0%B5%D0%B4%D1%8B');
    expect(rowsCalls(api).map((call) => call.query.get('search'))).toEqual([null, 'кеды']);
  });

  it('says so when nothing matches the search', async () => {
    const { user } = await openCollection();

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'шуба');

    expect(await screen.findByText('Тут пока пусто')).toBeVisible();
  });

  it('loads the next page as the last rows come into view', async () => {
    const many = aCollection({
      products: Array.from({ length: 45 }, (_, index) =>
        aProduct({ id: index + 1, title: `Товар ${index + 1}` }),
      ),
    });
    const { api } = await openCollection(fakeCatalogServer([many], {}, 20));
    expect(rowsCalls(api)).toHaveLength(1);

    scrollWindowTo(1000);
    await waitFor(() => expect(rowsCalls(api)).toHaveLength(2));
    expect(rowsCalls(api)[1]!.query.get('after')).toBe('20');

    scrollWindowTo(45 * 72);
    expect(await screen.findByRole('listitem', { name: 'Товар 45' })).toBeInTheDocument();
    expect(rowsCalls(api).map((call) => call.query.get('after'))).toEqual([null, '20', '40']);
  });

  it('adds a subcategory under the chosen parent', async () => {
    const { api, user } = await openCollection();
    await chooseAction(user, 'Действия с категорией «Шляпы»', 'Добавить подкатегорию');
    const dialog = await screen.findByRole('dialog', { name: 'Новая категория' });
    expect(within(dialog).getByLabelText('Родительская категория')).toHaveValue('Шляпы');

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(messages.category.titleRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Название категории/), 'Панамы');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('button', { name: 'Панамы' })).toBeVisible();
    expect(bodyOf(api.callsTo('POST v1/catalog/category/')[0])).toEqual({
      title: 'Панамы',
      parent_id: 13,
      collection_id: 1,
      children: [],
    });
  });

  it('edits a category and moves it to the top level in the folder step', async () => {
    const { api, user } = await openCollection();
    await user.click(screen.getByRole('button', { name: 'Развернуть «Обувь»' }));
    await chooseAction(user, 'Действия с категорией «Кеды»', 'Редактировать');
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать категорию' });

    await user.click(within(dialog).getByRole('button', { name: 'Выбрать папку' }));
    const folders = within(dialog).getByRole('list', { name: 'Папки' });
    const items = within(folders).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toContain('Обувь');
    expect(within(folders).queryByRole('button', { name: 'Кеды' })).not.toBeInTheDocument();
    await user.click(within(folders).getByRole('button', { name: 'Категория на верхнем уровне' }));
    const title = within(dialog).getByLabelText(/Название категории/);
    await user.clear(title);
    await user.type(title, 'Слипоны');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(bodyOf(api.callsTo('PUT v1/catalog/category/12/')[0])).toEqual({
        title: 'Слипоны',
        parent_id: null,
      }),
    );
  });

  it('deletes a category after the confirmation popup and drops its chip', async () => {
    const { api, user } = await openCollection();
    await user.click(screen.getByRole('button', { name: 'Обувь' }));
    await chooseAction(user, 'Действия с категорией «Обувь»', 'Удалить');
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(within(popup).getByText('Категория «Обувь»')).toBeVisible();
    expect(popup).toHaveTextContent(
      'Вместе с ней будет удалено подкатегорий: 1. Товары останутся в коллекции.',
    );
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Обувь' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE v1/catalog/category/11/')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Выбранные категории' })).not.toBeInTheDocument();
    expect(rowTitles()).toEqual(['Кеды белые', 'Панама', 'Носки']);
  });

  it('saves the sale switch at once, patching the loaded rows instead of reading them again', async () => {
    const { api, user } = await openCollection();
    expect(onSale('Панама')).toBeChecked();

    await user.click(onSale('Панама'));

    await waitFor(() => expect(onSale('Панама')).not.toBeChecked());
    await waitFor(() =>
      expect(bodyOf(api.callsTo('PUT v1/catalog/product/2/')[0])).toEqual({ onSale: false }),
    );
    expect(rowsCalls(api)).toHaveLength(1);
  });

  it('puts the sale switch back when the server refuses', async () => {
    let refuse!: (response: Response) => void;
    const refusal = new Promise<Response>((resolve) => (refuse = resolve));
    const { api, user } = await openCollection(
      fakeCatalogServer([aFullCollection()], { 'PUT v1/catalog/product/:id/': () => refusal }),
    );

    await user.click(onSale('Панама'));

    // Moved at once, while the server has not answered yet…
    await waitFor(() => expect(api.callsTo('PUT v1/catalog/product/2/')).toHaveLength(1));
    // The request may leave before React paints the patched row, so the switch is awaited too.
    await waitFor(() => expect(onSale('Панама')).not.toBeChecked());
    // …and back once it refuses.
    refuse(reply(500));
    await waitFor(() => expect(onSale('Панама')).toBeChecked());
    expect(rowsCalls(api)).toHaveLength(1);
  });

  it('deletes a product with the green toast of the server message, dropping its row', async () => {
    const { api, user } = await openCollection();
    await chooseAction(user, 'Действия с товаром «Носки»', 'Удалить');
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(within(popup).getByText('Товар «Носки»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Товар удалён')).toBeVisible();
    await waitFor(() => expect(rowTitles()).toEqual(['Кеды белые', 'Панама']));
    expect(rowsCalls(api)).toHaveLength(1);
  });

  it('opens the product editor from the row menu', async () => {
    const { user, router } = await openCollection();
    await chooseAction(user, 'Действия с товаром «Носки»', 'Редактировать');

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1/3'));
  });

  it('adds a product and opens it', async () => {
    const { api, user, router } = await openCollection(fakeCatalogServer([aCollection()]));
    expect(screen.getByText('Тут пока пусто')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Добавить товар' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый товар' });
    await user.type(within(dialog).getByLabelText(/Название товара/), 'Шарф');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1/100'));
    expect(bodyOf(api.callsTo('POST v1/catalog/collection/1/product/')[0])).toEqual({
      title: 'Шарф',
    });
  });

  it('says so in a toast when the product cannot be created', async () => {
    const { user } = await openCollection(
      fakeCatalogServer([aCollection()], {
        'POST v1/catalog/collection/:id/product/': () => reply(500),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Добавить товар' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый товар' });
    await user.type(within(dialog).getByLabelText(/Название товара/), 'Шарф');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(messages.product.createFailed)).toBeVisible();
  });

  it('lets a manager of orders look at the collection but change no category or product', async () => {
    const api = fakeCatalogServer([aFullCollection()], memberRoutes('ORDER_MANAGER'));
    const { user } = await openCollection(api);

    await expectRefusedControl(user, screen.getByRole('button', { name: 'Добавить категорию' }));
    await expectRefusedActions(user, 'Действия с категорией «Обувь»', [
      'Добавить подкатегорию',
      'Редактировать',
      'Удалить',
    ]);
    await expectRefusedActions(user, 'Действия с товаром «Носки»', ['Удалить']);
    expect(onSale('Носки')).toBeDisabled();
  });
});
