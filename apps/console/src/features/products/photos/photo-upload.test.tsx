import { screen, waitFor, within } from '@testing-library/react';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { describe, expect, it } from 'vitest';
import { reply } from '../../../testing/fake-api';
import {
  aProductWithPhotos,
  fakePhotosServer,
  type FakePhotosServer,
} from './testing/fake-photos-server';
import { renderPhotosSection, SIGNED_IN_TOKEN } from './testing/render-photos-section';
import { aPng, pngs } from './testing/test-files';

async function pickFiles(files: File[], server: FakePhotosServer) {
  const rendered = renderPhotosSection(server);
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Добавить изображения' }));
  const dialog = await screen.findByRole('dialog', { name: 'Добавить изображения' });
  await user.upload(within(dialog).getByLabelText('Выбрать файлы'), files);
  await within(dialog).findByRole('status');
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  return { ...rendered, dialog, save };
}

const held = (options: Parameters<typeof fakePhotosServer>[1] = {}) =>
  fakePhotosServer(aProductWithPhotos([1]), { holdUploads: true, ...options });
const progressBar = (dialog: HTMLElement) =>
  within(dialog).getByRole('progressbar', { name: 'Загрузка изображений' });
const uploadStarted = (server: FakePhotosServer, count = 1) =>
  waitFor(() => expect(server.uploads).toHaveLength(count));
const gridImages = () =>
  within(screen.getByRole('list', { name: 'Фотографии товара' })).getAllByRole('img');

// Dialog flows in jsdom take a few seconds each, longer on a busy machine.
describe('photo upload', () => {
  it('sends the files as multipart, one file_content each, with the token, and shows the bytes sent', async () => {
    const server = held();
    const files = [aPng('front.png', 4000), aPng('back.png', 6000)];
    const { dialog, save } = await pickFiles(files, server);

    await save();
    await uploadStarted(server);
    const [upload] = server.uploads;
    expect(upload!.call).toMatchObject({
      method: 'POST',
      url: 'http://console.test/api/v1/catalog/product/7/photos',
      authorization: `Bearer ${SIGNED_IN_TOKEN}`,
      withCredentials: true,
      fieldNames: ['file_content', 'file_content'],
    });
    expect(upload!.call.files.map((file) => file.name)).toEqual(['front.png', 'back.png']);
    expect(progressBar(dialog)).toHaveAttribute('aria-valuenow', '0');

    upload!.progress(0.4);
    await waitFor(() => expect(progressBar(dialog)).toHaveAttribute('aria-valuenow', '40'));
    expect(dialog).toHaveTextContent(/40\s%/);

    upload!.respond();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gridImages()).toHaveLength(3));
  });

  it('shows the server’s refusal and keeps the files for another try', async () => {
    const server = held();
    const { dialog, save } = await pickFiles([aPng('huge.png')], server);

    await save();
    await uploadStarted(server);
    server.uploads[0]!.respond({
      status: 422,
      body: { detail: 'Фото больше 40 мегапикселей: huge.png' },
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить изображения');
    expect(alert).toHaveTextContent('Фото больше 40 мегапикселей: huge.png');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Вы выбрали 1 файл');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('aborts the request when the upload is cancelled', async () => {
    const server = held();
    const { dialog, save, user } = await pickFiles([aPng()], server);

    await save();
    await uploadStarted(server);
    server.uploads[0]!.progress(0.2);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить загрузку' }));

    expect(server.uploads[0]!.aborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Вы выбрали 1 файл');
  });

  it('aborts the request when the dialog is closed during the upload, and revokes the previews', async () => {
    const server = held();
    const { dialog, save, user, objectUrls } = await pickFiles(pngs(2), server);

    await save();
    await uploadStarted(server);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.uploads[0]!.aborted).toBe(true);
    expect(objectUrls.live()).toEqual([]);
  });

  it(`sends more than ${PHOTO_LIMITS.maxFilesPerRequest} files in several requests, counting progress over all`, async () => {
    const server = held();
    const count = PHOTO_LIMITS.maxFilesPerRequest + 2;
    const { dialog, save } = await pickFiles(pngs(count), server);

    await save();
    await uploadStarted(server);
    expect(server.uploads[0]!.call.files).toHaveLength(PHOTO_LIMITS.maxFilesPerRequest);
    server.uploads[0]!.respond();

    await uploadStarted(server, 2);
    expect(server.uploads[1]!.call.files.map((file) => file.name)).toEqual([
      `photo-${count - 1}.png`,
      `photo-${count}.png`,
    ]);
    const shareAfterFirst = Math.round((100 * PHOTO_LIMITS.maxFilesPerRequest) / count);
    expect(progressBar(dialog)).toHaveAttribute('aria-valuenow', String(shareAfterFirst));
    server.uploads[1]!.respond();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gridImages()).toHaveLength(1 + count));
  });

  it('keeps only the files not yet taken when a later request is refused', async () => {
    const server = held();
    const count = PHOTO_LIMITS.maxFilesPerRequest + 2;
    const { dialog, save } = await pickFiles(pngs(count), server);

    await save();
    await uploadStarted(server);
    server.uploads[0]!.respond();
    await uploadStarted(server, 2);
    server.uploads[1]!.respond({ status: 400, body: { detail: 'У товара уже 30 фото' } });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('У товара уже 30 фото');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Вы выбрали 2 файла');
  });

  it('refreshes an expired token once and sends the upload again with the new one', async () => {
    const server = fakePhotosServer(aProductWithPhotos([1]), {
      upload: (call) =>
        call.authorization === 'Bearer fresh-token'
          ? undefined
          : { status: 401, body: { detail: 'Не авторизован' } },
      routes: { 'PUT user/refresh': () => reply(200, { access_token: 'fresh-token' }) },
    });
    const { save } = await pickFiles([aPng()], server);

    await save();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.uploads.map((upload) => upload.call.authorization)).toEqual([
      `Bearer ${SIGNED_IN_TOKEN}`,
      'Bearer fresh-token',
    ]);
    expect(server.callsTo('PUT user/refresh')).toHaveLength(1);
    await waitFor(() => expect(gridImages()).toHaveLength(2));
  });
});
