import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it, vi } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { reply } from '../../testing/fake-api';
import { openProductEditor } from './testing/open-product-editor';
import { fakeProductsServer } from './testing/fake-products-server';

const BAR_TEXT = 'На странице есть несохраненные изменения';

const openEditor = (api = fakeProductsServer()) => openProductEditor('/catalog/1/5', { api });

type User = Awaited<ReturnType<typeof openEditor>>['user'];

const title = () => screen.getByLabelText(/Название/);
const bar = () => screen.queryByRole('region', { name: 'Несохраненные изменения' });
const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;

async function retitle(user: User, text: string) {
  await user.clear(title());
  await user.type(title(), text);
}

describe('unsaved changes of the product', () => {
  it('puts the bar in place of the tabs while the form differs from the product', async () => {
    const { user } = await openEditor();
    expect(bar()).not.toBeInTheDocument();

    await user.type(title(), '!');
    expect(bar()).toHaveTextContent(BAR_TEXT);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    for (const action of ['Сохранить и закрыть', 'Сохранить', 'Отменить изменения']) {
      expect(within(bar()!).getByRole('button', { name: action })).toBeVisible();
    }

    await user.keyboard('{Backspace}');
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Общее' })).toBeVisible();
  });

  it('compares numbers as numbers: 1500.0 is the loaded price', async () => {
    const { user } = await openEditor();

    await user.type(screen.getByLabelText('Цена, ₽'), '.0');
    expect(bar()).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Цена, ₽'), '1');
    expect(bar()).toBeInTheDocument();
  });

  it('Сохранить sends the product back with PUT, refetches it and clears the bar', async () => {
    const { api, user } = await openEditor();
    await retitle(user, 'Кеды чёрные');
    await user.type(screen.getByLabelText('Скидка'), '0');

    await user.click(within(bar()!).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      title: 'Кеды чёрные',
      sku: 'K-1',
      description: 'Кожаные',
      about: 'Подробно о кедах',
      text: 'Подробно о кедах',
      price: 1500,
      discount_value: 0,
      discount_type: 'PERCENT',
      quantity: 3,
      module: 'THINGS',
      track_stock: false,
      stock: null,
      stock_threshold: 0,
      categories_id: [12],
      characteristics_id: [],
    });
    await waitFor(() => expect(api.callsTo('GET v1/catalog/product/5/')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Кеды чёрные' })).toBeVisible();
    expect(title()).toHaveValue('Кеды чёрные');
  });

  it('Сохранить и закрыть saves, then leaves for the page the product belongs to', async () => {
    const { api, user, router } = await openEditor();
    await retitle(user, 'Кеды чёрные');

    await user.click(within(bar()!).getByRole('button', { name: 'Сохранить и закрыть' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1'));
    expect(api.callsTo('PUT v1/catalog/product/5/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves nothing while a field is invalid, and keeps the bar', async () => {
    const { api, user } = await openEditor();
    await user.clear(title());

    await user.click(within(bar()!).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(messages.product.titleRequired)).toBeVisible();
    expect(api.callsTo('PUT v1/catalog/product/5/')).toEqual([]);
    expect(bar()).toBeInTheDocument();
  });

  it('only logs a refused save, keeping the changes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openEditor(
      fakeProductsServer({}, { 'PUT v1/catalog/product/:id/': () => reply(500) }),
    );
    await retitle(user, 'Кеды чёрные');

    await user.click(within(bar()!).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(bar()).toBeInTheDocument();
    expect(title()).toHaveValue('Кеды чёрные');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('the cancel icon asks «Сохраните изменения»; Сбросить puts the loaded product back', async () => {
    const { api, user } = await openEditor();
    await retitle(user, 'Кеды чёрные');
    await user.type(screen.getByLabelText('Количество'), '0');

    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохраните изменения' });
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить' }));
    await dialogGone();

    expect(title()).toHaveValue('Кеды белые');
    expect(screen.getByLabelText('Количество')).toHaveValue(3);
    expect(bar()).not.toBeInTheDocument();
    expect(api.callsTo('PUT v1/catalog/product/5/')).toEqual([]);
  });

  it('the «Сохраните изменения» dialog saves too', async () => {
    const { api, user } = await openEditor();
    await retitle(user, 'Кеды чёрные');

    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохраните изменения' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toMatchObject({
      title: 'Кеды чёрные',
    });
  });

  it('keeps unsaved edits when the product is refetched after a categories change', async () => {
    const { api, user } = await openEditor();
    await retitle(user, 'Кеды чёрные');

    await user.click(screen.getByRole('button', { name: 'Выбрать категории' }));
    const dialog = await screen.findByRole('dialog', { name: 'Категории товара' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Шляпы' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();

    await waitFor(() => expect(api.callsTo('GET v1/catalog/product/5/')).toHaveLength(2));
    const chips = screen.getByRole('list', { name: 'Категории товара' });
    expect(within(chips).getByText('Шляпы')).toBeVisible();
    expect(title()).toHaveValue('Кеды чёрные');
    expect(bar()).toBeInTheDocument();
  });
});

describe('leaving the product with unsaved changes', () => {
  it('asks before following a link, and stays or leaves as told', async () => {
    const { user, router } = await openEditor();
    const crumbs = () => screen.getByRole('navigation', { name: 'breadcrumb' });
    await user.type(title(), '!');

    await user.click(within(crumbs()).getByRole('link', { name: 'Летняя коллекция' }));
    const ask = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    await dialogGone();
    expect(router.state.location.pathname).toBe('/catalog/1/5');
    expect(title()).toHaveValue('Кеды белые!');

    await user.click(within(crumbs()).getByRole('link', { name: 'Летняя коллекция' }));
    const again = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    await user.click(within(again).getByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, router } = await openEditor();

    await user.click(screen.getByRole('button', { name: 'Назад' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or a closed tab only while changed', async () => {
    const { user } = await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(title(), '!');
    expect(unload()).toBe(true);

    await user.keyboard('{Backspace}');
    expect(unload()).toBe(false);
  });
});
