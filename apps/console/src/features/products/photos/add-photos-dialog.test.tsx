import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { describe, expect, it } from 'vitest';
import { aProductWithPhotos, fakePhotosServer } from './testing/fake-photos-server';
import { renderPhotosSection } from './testing/render-photos-section';
import { aJpeg, aPng, aRenamedTextFile, aTextFile, pngs } from './testing/test-files';

async function openDialog(product = aProductWithPhotos([1, 2])) {
  const server = fakePhotosServer(product);
  const rendered = renderPhotosSection(server);
  await rendered.user.click(await screen.findByRole('button', { name: 'Добавить изображения' }));
  const dialog = await screen.findByRole('dialog', { name: 'Добавить изображения' });
  const pick = (files: File | File[]) =>
    rendered.user.upload(within(dialog).getByLabelText('Выбрать файлы'), files);
  return { ...rendered, server, dialog, pick };
}

const pickedNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Выбранные изображения' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

// Dialog flows in jsdom take a few seconds each, longer on a busy machine.
describe('add-photo dialog', () => {
  it('invites to drop or pick images, and accepts images only in the picker', async () => {
    const { dialog } = await openDialog();

    expect(within(dialog).getByText('Перетащите сюда фотографии для загрузки')).toBeVisible();
    const input = within(dialog).getByLabelText('Выбрать файлы');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it.each([
    [1, 'Вы выбрали 1 файл'],
    [2, 'Вы выбрали 2 файла'],
    [5, 'Вы выбрали 5 файлов'],
    [11, 'Вы выбрали 11 файлов'],
    [21, 'Вы выбрали 21 файл'],
  ])('counts %i picked files: «%s»', async (count, text) => {
    const { dialog, pick } = await openDialog(aProductWithPhotos([]));

    await pick(pngs(count));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(text);
    expect(pickedNames(dialog)).toHaveLength(count);
  });

  it('previews each picked image and removes one with its own button, revoking its URL', async () => {
    const { dialog, pick, user, objectUrls } = await openDialog();
    await pick([aPng('front.png'), aJpeg('side.jpg'), aPng('back.png')]);
    await within(dialog).findByText('Вы выбрали 3 файла');
    const sideUrl = within(dialog).getByRole('img', { name: 'side.jpg' }).getAttribute('src');
    expect(sideUrl).toMatch(/^blob:/);
    expect(objectUrls.live()).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Убрать «side.jpg»' }));

    expect(pickedNames(dialog)).toEqual(['front.png', 'back.png']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Вы выбрали 2 файла');
    expect(objectUrls.revoked).toEqual([sideUrl]);
  });

  it('adds a second pick to the first', async () => {
    const { dialog, pick } = await openDialog();
    await pick(aPng('front.png'));
    await within(dialog).findByText('Вы выбрали 1 файл');

    await pick([aPng('back.png'), aJpeg('side.jpg')]);

    expect(await within(dialog).findByText('Вы выбрали 3 файла')).toBeVisible();
    expect(pickedNames(dialog)).toEqual(['front.png', 'back.png', 'side.jpg']);
  });

  it('removes every picked file with Удалить все', async () => {
    const { dialog, pick, user, objectUrls } = await openDialog();
    await pick(pngs(3));
    await within(dialog).findByText('Вы выбрали 3 файла');

    await user.click(within(dialog).getByRole('button', { name: 'Удалить все' }));

    expect(within(dialog).queryByRole('list', { name: 'Выбранные изображения' })).toBeNull();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(objectUrls.live()).toEqual([]);
    expect(objectUrls.revoked).toHaveLength(3);
  });

  it('refuses a file that is not an image with the alert, and adds the images beside it', async () => {
    const { dialog, pick, objectUrls } = await openDialog();

    await pick([aPng('front.png'), aTextFile('notes.txt')]);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Пожалуйста, загрузите изображения\.$/,
    );
    expect(pickedNames(dialog)).toEqual(['front.png']);
    expect(objectUrls.live()).toHaveLength(1);
  });

  it('refuses a text file named as an image, by its first bytes', async () => {
    const { dialog, pick } = await openDialog();

    await pick(aRenamedTextFile('renamed.png'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Пожалуйста, загрузите изображения.',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes images dropped on the zone, and refuses dropped non-images the same way', async () => {
    const { dialog } = await openDialog();
    const zone = within(dialog).getByText('Перетащите сюда фотографии для загрузки').parentElement!;

    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [aPng('dropped.png'), aTextFile()] } });

    expect(await within(dialog).findByText('Вы выбрали 1 файл')).toBeVisible();
    expect(pickedNames(dialog)).toEqual(['dropped.png']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Пожалуйста, загрузите изображения.',
    );
  });

  it('leaves out an image over the size limit and names it', async () => {
    const { dialog, pick } = await openDialog();

    await pick([aPng('small.png'), aPng('huge.png', PHOTO_LIMITS.maxFileBytes + 1)]);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Файл «huge.png» больше 15 МБ: он не добавлен.',
    );
    expect(pickedNames(dialog)).toEqual(['small.png']);
  });

  it('adds no more files than the product has room for', async () => {
    const room = 2;
    const photoIds = Array.from(
      { length: PHOTO_LIMITS.maxPhotosPerProduct - room },
      (_, i) => i + 1,
    );
    const { dialog, pick } = await openDialog(aProductWithPhotos(photoIds));

    await pick(pngs(room + 3));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'У товара может быть не больше 30 фотографий: добавлены не все файлы.',
    );
    expect(pickedNames(dialog)).toEqual(['photo-1.png', 'photo-2.png']);
  });

  it('revokes every preview when the dialog is closed', async () => {
    const { dialog, pick, user, objectUrls } = await openDialog();
    await pick(pngs(2));
    await within(dialog).findByText('Вы выбрали 2 файла');

    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(objectUrls.live()).toEqual([]);
    expect(objectUrls.revoked).toHaveLength(2);
  });
});

describe('photos section with a full product', () => {
  it('offers no add-photo dialog and says why', async () => {
    const photoIds = Array.from({ length: PHOTO_LIMITS.maxPhotosPerProduct }, (_, i) => i + 1);
    renderPhotosSection(fakePhotosServer(aProductWithPhotos(photoIds)));

    expect(await screen.findByRole('button', { name: 'Добавить изображения' })).toBeDisabled();
    expect(
      screen.getByText('У товара может быть не больше 30 фотографий: больше не добавить.'),
    ).toBeVisible();
  });
});
