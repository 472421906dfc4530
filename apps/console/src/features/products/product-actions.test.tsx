import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { reply } from '../../testing/fake-api';
import { fakeProductsServer } from './testing/fake-products-server';
import { openPage, openProductEditor, type OpenedEditor } from './testing/open-product-editor';

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;

/** The collection page first, then the editor from the row's menu: a step back exists. */
async function openFromCollection(api = fakeProductsServer()) {
  const opened = await openPage('/catalog/1', 'Летняя коллекция', { api, history: 'browser' });
  await chooseRowAction(opened, 'Кеды белые', 'Редактировать');
  await screen.findByRole('heading', { level: 1, name: 'Кеды белые' });
  return opened;
}

async function chooseRowAction({ user }: OpenedEditor, product: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Действия с товаром «${product}»` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Список товаров' }))
    .getAllByRole('listitem')
    .map((row) => document.getElementById(row.getAttribute('aria-labelledby')!)!.textContent);

describe('product editor actions', () => {
  it('keeps copy, delete and Новый товар together on one row on a 375 px phone', async () => {
    await openProductEditor('/catalog/1/5', { width: 375 });

    const actions = screen.getByRole('group', { name: 'Действия с товаром' });
    for (const name of ['Копировать товар', 'Удалить товар', 'Новый товар']) {
      expect(within(actions).getByRole('button', { name })).toBeVisible();
    }
    // The group never wraps inside: under the title it goes whole.
    expect(actions).toHaveStyle({ display: 'flex', flexDirection: 'row', flexWrap: 'nowrap' });
  });

  it('copies the product and opens the copy in the catalog in place of this page', async () => {
    const { api, user, router } = await openProductEditor('/sites/1/31/5');

    await user.click(screen.getByRole('button', { name: 'Копировать товар' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1/100'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('POST v1/catalog/product/5/copy/')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET v1/catalog/product/100/')).toHaveLength(1));
  });

  it('only logs a refused copy and stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeProductsServer({}, { 'POST v1/catalog/product/:id/copy/': () => reply(500) });
    const { user, router } = await openProductEditor('/catalog/1/5', { api });

    await user.click(screen.getByRole('button', { name: 'Копировать товар' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/catalog/1/5');
    logged.mockRestore();
  });

  it('deletes after the confirmation popup and goes back to the collection, without the row', async () => {
    const opened = await openFromCollection();
    const { api, user } = opened;

    await user.click(screen.getByRole('button', { name: 'Удалить товар' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Товар «Кеды белые»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

    await screen.findByRole('heading', { level: 1, name: 'Летняя коллекция' });
    expect(window.location.pathname).toBe('/catalog/1');
    expect(await screen.findByText('Товар удалён')).toBeVisible();
    expect(api.callsTo('DELETE v1/catalog/product/5/')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Тут пока пусто')).toBeVisible());
    // The editor stopped following the product as the delete began: it is not asked for again.
    expect(api.callsTo('GET v1/catalog/product/5/')).toHaveLength(1);
  });

  it('only logs a refused delete and stays with the product', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeProductsServer({}, { 'DELETE v1/catalog/product/:id/': () => reply(500) });
    const { user, router } = await openProductEditor('/catalog/1/5', { api });

    await user.click(screen.getByRole('button', { name: 'Удалить товар' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/catalog/1/5');
    expect(screen.getByRole('heading', { level: 1, name: 'Кеды белые' })).toBeVisible();
    await user.type(screen.getByLabelText(/Название/), '!');
    expect(screen.getByRole('region', { name: 'Несохраненные изменения' })).toBeVisible();
    logged.mockRestore();
  });

  it('keeps the product when the popup is cancelled', async () => {
    const { api, user, router } = await openProductEditor();

    await user.click(screen.getByRole('button', { name: 'Удалить товар' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    expect(api.callsTo('DELETE v1/catalog/product/5/')).toEqual([]);
    expect(router.state.location.pathname).toBe('/catalog/1/5');
  });

  it('Новый товар creates a product in the first collection and opens it', async () => {
    const { api, user, router } = await openProductEditor('/sites/1/31/5');

    await user.click(screen.getByRole('button', { name: 'Новый товар' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый товар' });
    await user.type(within(dialog).getByLabelText(/Название товара/), 'Шарф');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1/100'));
    expect(bodyOf(api.callsTo('POST v1/catalog/collection/1/product/')[0])).toEqual({
      title: 'Шарф',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Шарф' })).toBeVisible();
  });

  it("offers the first collection's categories from the product's own and saves them at once", async () => {
    const { api, user } = await openProductEditor();
    const chips = () => screen.getByRole('list', { name: 'Категории товара' });
    expect(within(chips()).getByText('Кеды')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Выбрать категории' }));
    const dialog = await screen.findByRole('dialog', { name: 'Категории товара' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Кеды' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Обувь' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Кеды' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Шляпы' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();

    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      categories_id: [13],
    });
    expect(api.callsTo('GET v1/catalog/collection/1/')[0]!.query.getAll('tree')).toEqual([
      'CATEGORY',
    ]);
    await waitFor(() => expect(within(chips()).getByText('Шляпы')).toBeVisible());
    expect(within(chips()).queryByText('Кеды')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Несохраненные изменения' })).toBeNull();
  });
});

describe('product changes elsewhere in the console', () => {
  it('the collection page shows the saved title and price without loading the collection again', async () => {
    const opened = await openFromCollection();
    const { api, user } = opened;
    const title = screen.getByLabelText(/Название/);
    await user.clear(title);
    await user.type(title, 'Кеды чёрные');
    await user.clear(screen.getByLabelText('Цена, ₽'));
    await user.type(screen.getByLabelText('Цена, ₽'), '2000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Кеды чёрные' })).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: 'Назад' }));

    await screen.findByRole('heading', { level: 1, name: 'Летняя коллекция' });
    expect(rowTitles()).toEqual(['Кеды чёрные']);
    expect(screen.getByRole('listitem', { name: 'Кеды чёрные' })).toHaveTextContent('2 000 ₽');
    expect(api.callsTo('GET v1/catalog/products/rows/')).toHaveLength(1);
  });

  it('the widget lists the saved product as it is now', async () => {
    const { user } = await openPage('/sites/1/31', 'Витрина обуви', { history: 'browser' });
    const rows = () => screen.getByRole('list', { name: 'Товары виджета' });
    // The rows come after the heading, from their own call.
    await screen.findByRole('list', { name: 'Товары виджета' });
    await user.click(within(rows()).getByRole('link', { name: /Кеды белые/ }));
    await screen.findByRole('heading', { level: 1, name: 'Кеды белые' });
    await user.clear(screen.getByLabelText('Цена, ₽'));
    await user.type(screen.getByLabelText('Цена, ₽'), '2000');
    await user.click(screen.getByRole('button', { name: 'Сохранить и закрыть' }));

    await screen.findByRole('heading', { level: 1, name: 'Витрина обуви' });
    await waitFor(() => expect(within(rows()).getByRole('link')).toHaveTextContent('2 000 ₽'));
  });
});
