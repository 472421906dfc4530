import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aCollection, aProduct, fakeCatalogServer } from './testing/fake-catalog-server';
import { dialogGone } from '../../testing/dialogs';
import { expectRefusedActions, memberRoutes } from '../../testing/member-role';

async function openCatalog(api = fakeCatalogServer()) {
  const { user } = renderApp('/catalog', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Летняя коллекция' });
  return { api, user };
}

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
// Whole dialog flows typed key by key in jsdom take a few seconds each.
describe('collections list', () => {
  it('shows each collection with its description, type and product count', async () => {
    await openCatalog();

    const card = screen.getByRole('listitem', { name: 'Летняя коллекция' });
    expect(card).toHaveTextContent('Лёгкие вещи');
    expect(card).toHaveTextContent('Товары · Товаров: 0');
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeVisible();
  });

  it('says what to do when there is no collection, and its button opens the create dialog', async () => {
    const { user } = renderApp('/catalog', { signedIn: true, api: fakeCatalogServer([]) });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Создайте первую коллекцию, чтобы добавить в неё товары.',
    );
    await user.click(screen.getByRole('button', { name: 'Новая коллекция' }));
    expect(await screen.findByRole('dialog', { name: 'Создать коллекцию' })).toBeVisible();
  });

  it('narrows the cards by title and description as the merchant types, ё read as е', async () => {
    const collections = [
      aCollection(),
      aCollection({ id: 2, title: 'Зимняя', description: 'Тёплые вещи' }),
    ];
    const { user } = await openCatalog(fakeCatalogServer(collections));
    const search = screen.getByRole('searchbox', { name: 'Поиск' });

    await user.type(search, 'теплые');
    expect(screen.getByRole('listitem', { name: 'Зимняя' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Летняя коллекция' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'ЛЕТНЯЯ');
    expect(screen.getByRole('listitem', { name: 'Летняя коллекция' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Зимняя' })).toBeNull();

    await user.type(search, ' шуба');
    expect(screen.getByRole('status')).toHaveTextContent('Ничего не найдено');
  });

  it('creates a collection in two steps, back returning to the types', async () => {
    const { api, user } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Создать коллекцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать коллекцию' });
    // The buttons in this order, each named by its label and then its line.
    const names = ['Товары', 'Услуги', 'Юниты', 'Объекты', 'Контент', 'Отменить'];
    expect(within(dialog).getAllByRole('button')).toEqual(
      names.map((name) => within(dialog).getByRole('button', { name: new RegExp(`^${name}`) })),
    );
    // Each type is an item of the list it is read in.
    const list = within(dialog).getByRole('list', { name: 'Выберите тип коллекции' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await user.click(within(dialog).getByRole('button', { name: /^Юниты / }));
    await user.click(within(dialog).getByRole('button', { name: 'Назад' }));
    await user.click(within(dialog).getByRole('button', { name: /^Услуги / }));
    await user.type(within(dialog).getByLabelText(/Название/), 'Стрижки');
    await user.type(within(dialog).getByLabelText('Описание (Не обязательно)'), 'Салон');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(await screen.findByText(messages.collection.created)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Стрижки' })).toBeVisible();
    expect(bodyOf(api.callsTo('POST v1/catalog/collection/')[0])).toEqual({
      type: 'SERVICE',
      title: 'Стрижки',
      description: 'Салон',
    });
  });

  it.each([
    ['Юниты', 'Отдельные единицы для брони или аренды: номера, столики, автомобили'],
    ['Объекты', 'Недвижимость и другие объекты с подробным описанием: квартиры, дома, участки'],
    ['Контент', 'Материалы для показа на сайте без продажи: статьи, новости, работы в портфолио'],
  ])('explains the type %s in one line under it', async (type, hint) => {
    const { user } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Создать коллекцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать коллекцию' });

    const button = within(dialog).getByRole('button', { name: `${type} ${hint}` });
    expect(within(button).getByText(hint)).toBeVisible();
  });

  it('says «Коллекция создана», in Russian, once a collection is created', async () => {
    const { user } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Создать коллекцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать коллекцию' });
    await user.click(within(dialog).getByRole('button', { name: /^Товары / }));
    await user.type(within(dialog).getByLabelText(/Название/), 'Посуда');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Коллекция создана')).toBeVisible();
  });

  it('refuses a title of three characters or fewer', async () => {
    const { api, user } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Создать коллекцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать коллекцию' });
    await user.click(within(dialog).getByRole('button', { name: /^Товары / }));
    await user.type(within(dialog).getByLabelText(/Название/), 'Чай');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(messages.collection.titleTooShort)).toBeVisible();
    expect(api.callsTo('POST v1/catalog/collection/')).toEqual([]);
  });

  it('shows the server message in a toast when the creation fails', async () => {
    const { user } = await openCatalog(
      fakeCatalogServer([aCollection()], {
        'POST v1/catalog/collection/': () => reply(422, { detail: 'Ошибка валидации' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Создать коллекцию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать коллекцию' });
    await user.click(within(dialog).getByRole('button', { name: /^Товары / }));
    await user.type(within(dialog).getByLabelText(/Название/), 'Посуда');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Ошибка валидации')).toBeVisible();
  });

  async function openEdit(api = fakeCatalogServer()) {
    const { user } = await openCatalog(api);
    await user.click(
      screen.getByRole('button', { name: 'Действия с коллекцией «Летняя коллекция»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать коллекцию' });
    return { user, dialog };
  }

  it('edits the title and description', async () => {
    const api = fakeCatalogServer();
    const { user, dialog } = await openEdit(api);
    const title = within(dialog).getByLabelText(/Название/);
    expect(title).toHaveValue('Летняя коллекция');
    await user.clear(title);
    await user.type(title, 'Осенняя коллекция');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { name: 'Осенняя коллекция' })).toBeVisible();
    expect(bodyOf(api.callsTo('PUT v1/catalog/collection/1/')[0])).toEqual({
      title: 'Осенняя коллекция',
      description: 'Лёгкие вещи',
    });
  });

  it('says so in a toast when the update fails', async () => {
    const { user, dialog } = await openEdit(
      fakeCatalogServer([aCollection()], { 'PUT v1/catalog/collection/:id/': () => reply(500) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(messages.collection.updateFailed)).toBeVisible();
  });

  it('deletes after the confirmation popup, and keeps the collection on Отменить', async () => {
    const { api, user } = await openCatalog();
    const openDelete = async () => {
      await user.click(
        screen.getByRole('button', { name: 'Действия с коллекцией «Летняя коллекция»' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
      return screen.findByRole('dialog', { name: 'Удаление объекта' });
    };

    let popup = await openDelete();
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Коллекция «Летняя коллекция»')).toBeVisible();
    expect(popup).not.toHaveTextContent('будет удалено');
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));
    await dialogGone();
    expect(api.callsTo('DELETE v1/catalog/collection/1/')).toEqual([]);

    popup = await openDelete();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Летняя коллекция' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE v1/catalog/collection/1/')).toHaveLength(1);
  });

  it('says how many products go with a collection', async () => {
    const products = [aProduct({ id: 7, title: 'Кеды' }), aProduct({ id: 8, title: 'Панама' })];
    const { user } = await openCatalog(fakeCatalogServer([aCollection({ products })]));

    await user.click(
      screen.getByRole('button', { name: 'Действия с коллекцией «Летняя коллекция»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));

    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(popup).toHaveTextContent('Вместе с ней будет удалено товаров: 2.');
  });

  it('lets a manager of orders look at the collections but not edit or delete one', async () => {
    const { user } = await openCatalog(fakeCatalogServer(undefined, memberRoutes('ORDER_MANAGER')));

    await expectRefusedActions(user, 'Действия с коллекцией «Летняя коллекция»', [
      'Редактировать',
      'Удалить',
    ]);
  });
});
