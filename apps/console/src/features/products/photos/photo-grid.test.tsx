import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productRowsApi } from '../../../shared/api/product-rows';
import { aCollection } from '../../../testing/catalog-fixtures';
import { reply } from '../../../testing/fake-api';
import { productRowsRoutes } from '../../../testing/fake-product-rows';
import { layOutSortableList } from '../testing/sortable-layout';
import { photoTexts } from './photo-texts';
import { aProductWithPhotos, fakePhotosServer } from './testing/fake-photos-server';
import { renderPhotosSection } from './testing/render-photos-section';

async function showPhotos(server = fakePhotosServer(aProductWithPhotos([1, 2, 3]))) {
  const rendered = renderPhotosSection(server);
  await screen.findByRole('heading', { name: 'Фотографии' });
  return { ...rendered, server };
}

const grid = () => screen.getByRole('list', { name: 'Фотографии товара' });
/** The photo ids in the order the grid shows them, read from the preview addresses. */
const shownIds = () =>
  within(grid())
    .getAllByRole('img')
    .map((image) => Number(/p(\d+)\//.exec(image.getAttribute('src')!)![1]));
const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;

// Dialog flows in jsdom take a few seconds each, longer on a busy machine.
describe('product photos grid', () => {
  it('shows lazy previews in two widths, the first marked as the main photo', async () => {
    await showPhotos();

    const tiles = within(grid()).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Фото 1, главное фото',
      'Фото 2',
      'Фото 3',
    ]);
    expect(within(tiles[0]!).getByText('Главное фото')).toBeVisible();
    expect(within(tiles[1]!).queryByText('Главное фото')).not.toBeInTheDocument();
    const image = within(tiles[1]!).getByRole('img', { name: 'Фото 2' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/media/photos/p2/800.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/photos/p2/320.webp 320w, /media/photos/p2/800.webp 800w',
    );
  });

  it('gives a preview that is not in two widths as it is', async () => {
    const product = aProductWithPhotos([]);
    product.photos = [{ id: 9, orig_photo: '/media/p9/orig.jpg', preview: '/media/p9/small.jpg' }];
    await showPhotos(fakePhotosServer(product));

    const image = within(grid()).getByRole('img', { name: 'Фото 1' });
    expect(image).toHaveAttribute('src', '/media/p9/small.jpg');
    expect(image).not.toHaveAttribute('srcset');
    // A lone photo has no place to change with: no handle that would do nothing.
    expect(screen.queryByRole('button', { name: 'Переместить фото 1' })).not.toBeInTheDocument();
  });

  it('says when there are no photos yet', async () => {
    await showPhotos(fakePhotosServer(aProductWithPhotos([])));

    expect(screen.getByText('Фотографий пока нет')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Фотографии товара' })).not.toBeInTheDocument();
  });

  it('moves a photo with the keyboard and sends the new order at once', async () => {
    layOutSortableList(photoTexts.gridLabel, 'row');
    const { server, user } = await showPhotos();

    screen.getByRole('button', { name: 'Переместить фото 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');

    await waitFor(() => expect(shownIds()).toEqual([2, 1, 3]));
    expect(screen.getByText('Фото 1 поставлено на место 2.')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(server.callsTo('PUT v1/catalog/product/7/')[0])).toEqual({
        id: 7,
        photos_id: [2, 1, 3],
      }),
    );
  });

  it('leaves the order as it was when the move is cancelled with Escape', async () => {
    layOutSortableList(photoTexts.gridLabel, 'row');
    const { server, user } = await showPhotos();

    screen.getByRole('button', { name: 'Переместить фото 2' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Фото 2 над местом 3.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(
      await screen.findByText('Перемещение отменено, фото 2 осталось на месте.'),
    ).toBeInTheDocument();
    expect(shownIds()).toEqual([1, 2, 3]);
    expect(server.callsTo('PUT v1/catalog/product/7/')).toEqual([]);
  });

  it('makes another photo the main one by moving it first', async () => {
    const { server, user } = await showPhotos();

    await user.click(screen.getByRole('button', { name: 'Сделать фото 3 главным' }));

    expect(shownIds()).toEqual([3, 1, 2]);
    await waitFor(() =>
      expect(bodyOf(server.callsTo('PUT v1/catalog/product/7/')[0])).toEqual({
        id: 7,
        photos_id: [3, 1, 2],
      }),
    );
    expect(screen.queryByRole('button', { name: 'Сделать фото 1 главным' })).toBeNull();
  });

  it('shows the new order before the server answers and puts the old one back when it refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse: (response: Response) => void = () => undefined;
    const server = fakePhotosServer(aProductWithPhotos([1, 2, 3]), {
      routes: {
        'PUT v1/catalog/product/:id/': () => new Promise((resolve) => (refuse = resolve)),
      },
    });
    const { user } = await showPhotos(server);

    await user.click(screen.getByRole('button', { name: 'Сделать фото 2 главным' }));
    expect(shownIds()).toEqual([2, 1, 3]);

    refuse(reply(422, { detail: 'Фото не принадлежит товару' }));

    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3]));
    // Spec §8: a refused product update is only logged.
    expect(logged).toHaveBeenCalledWith('The photo order was not saved', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });

  it('deletes a photo after the confirmation popup', async () => {
    const { server, user } = await showPhotos();

    await user.click(screen.getByRole('button', { name: 'Удалить фото 2' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Фото 2 товара «Кеды белые»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(shownIds()).toEqual([1, 3]));
    expect(server.callsTo('DELETE v1/catalog/product/7/photo/2/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the photo when the popup is cancelled', async () => {
    const { server, user } = await showPhotos();

    await user.click(screen.getByRole('button', { name: 'Удалить фото 1' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownIds()).toEqual([1, 2, 3]);
    expect(server.calls.filter((call) => call.route.startsWith('DELETE'))).toEqual([]);
  });

  it.each([
    ['made main', 'Сделать фото 3 главным', '/media/photos/p3/800.webp'],
    ['deleted', 'Удалить фото 1', '/media/photos/p2/800.webp'],
  ])(
    'shows the new main photo in loaded product rows without loading them again, when one is %s',
    async (_change, button, mainPreview) => {
      const product = aProductWithPhotos([1, 2, 3]);
      const collections = [aCollection({ products: [structuredClone(product)] })];
      const server = fakePhotosServer(product, { routes: productRowsRoutes(() => collections) });
      const { store, user } = await showPhotos(server);
      const rows = productRowsApi.endpoints.productRows;
      await store.dispatch(rows.initiate({ collection: [1] }));
      const row = () => rows.select({ collection: [1] })(store.getState()).data!.pages[0]!.rows[0]!;

      await user.click(screen.getByRole('button', { name: button }));
      const popup = screen.queryByRole('dialog', { name: 'Удаление объекта' });
      if (popup) await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

      await waitFor(() => expect(row().main_photo_preview).toBe(mainPreview));
      expect(server.callsTo('GET v1/catalog/products/rows/')).toHaveLength(1);
    },
  );
});
