import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { memberRoutes } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';
import { openProductEditor } from './testing/open-product-editor';
import {
  aPhoto,
  fakeProductsServer,
  summerCollection,
  theSneakers,
} from './testing/fake-products-server';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';

const openEditor = (url = '/catalog/1/5', api = fakeProductsServer(), width?: number) =>
  openProductEditor(url, { api, width });

const crumbs = () => screen.getByRole('navigation', { name: 'breadcrumb' });
const productCalls = (api: ReturnType<typeof fakeProductsServer>) =>
  api.calls.filter((call) => call.route.startsWith('GET v1/catalog/product/'));

describe('product editor', () => {
  it('says «Загрузка данных...» while the product loads', async () => {
    // Answered when the test says so, whenever the request comes.
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const api = fakeProductsServer({}, { 'GET v1/catalog/product/:id/': () => answered });
    renderApp('/catalog/1/5', { signedIn: true, api });

    expect(await screen.findByText('Загрузка данных...')).toBeVisible();
    answer(reply(404, { detail: 'Не найдено' }));
    expect(await screen.findByText(messages.product.loadFailed)).toBeVisible();
    expect(screen.queryByText('Загрузка данных...')).not.toBeInTheDocument();
  });

  it('says «Ошибка при загрузке данных!» when the product cannot be loaded', async () => {
    const api = fakeProductsServer({}, { 'GET v1/catalog/product/:id/': () => reply(500) });
    renderApp('/catalog/1/5', { signedIn: true, api });

    expect(await screen.findByText('Ошибка при загрузке данных!')).toBeVisible();
  });

  it.each(['/catalog/1/abc', '/catalog/abc/5', '/catalog/1/0', '/sites/x/31/5', '/sites/1/31/5x'])(
    'shows the not-found page for %s and asks no server for a product',
    async (url) => {
      const api = fakeProductsServer();
      renderApp(url, { signedIn: true, api });

      expect(await screen.findByText('Страница не найдена')).toBeVisible();
      expect(productCalls(api)).toEqual([]);
    },
  );

  it('has the tabs Общее, Характеристики and Варианты', async () => {
    const { user } = await openEditor();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Общее', 'Характеристики', 'Варианты']);
    expect(screen.getByRole('tab', { name: 'Варианты' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Общее' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    for (const section of ['Общая информация', 'Стоимость', 'Категории', 'Фотографии']) {
      expect(within(panel).getByRole('heading', { name: section })).toBeVisible();
    }

    await user.click(screen.getByRole('tab', { name: 'Характеристики' }));
    expect(screen.getByRole('heading', { name: 'Характеристики (0)' })).toBeVisible();
  });

  it('holds the photos section, whose changes reach the card and leave the form clean', async () => {
    const photos = [aPhoto(41, 'front'), aPhoto(42, 'side')];
    const sneakers = theSneakers({ photos, main_photo_preview: photos[0]!.preview });
    const { api, user } = await openEditor(
      '/catalog/1/5',
      fakeProductsServer({ collections: [summerCollection([sneakers])] }),
    );
    const section = screen.getByRole('region', { name: 'Фотографии' });
    const cardPhoto = () =>
      within(screen.getByRole('complementary', { name: 'Карточка товара' })).getByRole('img');
    expect(within(section).getByRole('button', { name: 'Добавить изображения' })).toBeVisible();
    expect(cardPhoto()).toHaveAttribute('src', '/media/front-preview.webp');

    await user.click(within(section).getByRole('button', { name: 'Сделать фото 2 главным' }));

    await waitFor(() => expect(cardPhoto()).toHaveAttribute('src', '/media/side-preview.webp'));
    expect(JSON.parse(api.callsTo('PUT v1/catalog/product/5/')[0]!.body)).toEqual({
      id: 5,
      photos_id: [42, 41],
    });
    expect(screen.queryByRole('region', { name: 'Несохраненные изменения' })).toBeNull();
  });

  it('fills the fields from the product, with the unit by its Russian short name', async () => {
    await openEditor(
      '/catalog/1/5',
      fakeProductsServer({
        collections: [summerCollection([theSneakers({ module: 'KILOGRAM' })])],
      }),
    );

    expect(screen.getByLabelText(/Название/)).toHaveValue('Кеды белые');
    expect(screen.getByLabelText('Артикул')).toHaveValue('K-1');
    expect(screen.getByLabelText('Описание')).toHaveValue('Кожаные');
    expect(screen.getByLabelText('Текст')).toHaveValue('Подробно о кедах');
    expect(screen.getByLabelText('Цена, ₽')).toHaveValue(1500);
    expect(screen.getByLabelText('Количество')).toHaveValue(3);
    expect(screen.getByRole('combobox', { name: 'Единица измерения' })).toHaveTextContent('Кг');
  });

  it('names the collection and the product in the breadcrumbs, from the product alone', async () => {
    const { api } = await openEditor();

    const trail = crumbs();
    expect(within(trail).getByRole('link', { name: 'Летняя коллекция' })).toHaveAttribute(
      'href',
      '/catalog/1',
    );
    await waitFor(() =>
      expect(within(trail).getByText('Кеды белые')).toHaveAttribute('aria-current', 'page'),
    );
    expect(api.callsTo('GET v1/catalog/collection/1/')).toEqual([]);
  });

  it('under a widget, loads the site and names the site, the widget and the product', async () => {
    const { api } = await openEditor('/sites/1/31/5');

    const trail = crumbs();
    expect(await within(trail).findByRole('link', { name: 'Мой магазин' })).toHaveAttribute(
      'href',
      '/sites/1',
    );
    expect(within(trail).getByRole('link', { name: 'Витрина обуви' })).toHaveAttribute(
      'href',
      '/sites/1/31',
    );
    expect(within(trail).getByText('Кеды белые')).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET v1/platform/site/1/')).toHaveLength(1);
  });

  it('shows the fallback crumbs while the titles are unknown', async () => {
    const api = fakeProductsServer({}, { 'GET v1/catalog/product/:id/': () => reply(500) });
    renderApp('/catalog/1/5', { signedIn: true, api });
    await screen.findByText(messages.product.loadFailed);

    expect(within(crumbs()).getByText('Название коллекции')).toBeVisible();
    expect(within(crumbs()).getByText('Название товара')).toBeVisible();
  });

  it.each([375, 800, 1440])('shows the header, the form and the card at %i px', async (width) => {
    await openEditor('/catalog/1/5', fakeProductsServer(), width);

    expect(screen.getByRole('button', { name: 'Копировать товар' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Удалить товар' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Новый товар' })).toBeVisible();
    expect(screen.getByLabelText(/Название/)).toBeVisible();
    const card = screen.getByRole('complementary', { name: 'Карточка товара' });
    expect(within(card).getByRole('article', { name: 'Кеды белые' })).toHaveTextContent('1 500 ₽');
  });

  it('lets a manager of orders look at the product but change none of its fields', async () => {
    const { user } = await openEditor(
      '/catalog/1/5',
      fakeProductsServer({}, memberRoutes('ORDER_MANAGER')),
    );

    expect(await screen.findByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    expect(screen.getByLabelText(/Название/)).toHaveValue('Кеды белые');
    expect(screen.getByLabelText(/Название/)).toBeDisabled();
    expect(screen.getByLabelText('Цена, ₽')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Добавить изображения' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Удалить товар' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Характеристики' }));
    expect(await screen.findByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
  });
});
