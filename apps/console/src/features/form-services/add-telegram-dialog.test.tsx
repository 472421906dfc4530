import { screen, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it, vi } from 'vitest';
import { reply } from '../../testing/fake-api';
import { dialogGone } from '../../testing/dialogs';
import {
  API_KEY,
  BOT_USERNAME,
  fakeFormServicesServer,
  NOTIFIER,
} from './testing/fake-form-services-server';
import { bodyOf, captureLoggedErrors, openFormServices } from './testing/open-form-services';

const DIALOG = 'Прием данных из форм в Telegram';
const ADD_ROUTE = `POST ${NOTIFIER}/telegram/` as const;

async function openAddTelegram(api = fakeFormServicesServer()) {
  const { user } = await openFormServices(api);
  await user.click(screen.getByRole('button', { name: 'Telegram' }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG });
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  const fields = {
    title: field(/Название в списке/),
    apiKey: field(/Telegram API key/),
    description: field('Описание (Не обязательно)'),
  };
  const add = () => user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
  // The merchant copies the key from the chat.
  const pasteInto = async (input: HTMLElement, text: string) => {
    await user.click(input);
    await user.paste(text);
  };
  return { api, user, dialog, fields, add, pasteInto };
}

describe('adding a Telegram service', () => {
  it('tells how to get the keys from the bot, linking to it', async () => {
    const { dialog } = await openAddTelegram();

    const steps = within(dialog).getByRole('list', { name: 'Как подключить Telegram' });
    expect(steps).toHaveTextContent('Отправьте боту команду /start.');
    expect(steps).toHaveTextContent('Дождитесь ответа: бот покажет API key и Secret key.');
    expect(steps).toHaveTextContent(/Скопируйте оба ключа/);
    const link = await within(steps).findByRole('link', { name: `@${BOT_USERNAME}` });
    expect(link).toHaveAttribute('href', `https://t.me/${BOT_USERNAME}?start=connect`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('button', { name: 'Отменить' })).toBeVisible();
  });

  it('adds the chat, then says what comes next; Понятно shows it in «Мои сервисы»', async () => {
    const { api, user, fields, add, pasteInto } = await openAddTelegram();
    await user.type(fields.title, ' Чат ');
    await pasteInto(fields.apiKey, API_KEY);
    await user.type(fields.description, 'Отдел');
    await add();

    const done = await screen.findByText('Сервис приема данных Telegram добавлен!');
    expect(bodyOf(api.callsTo(ADD_ROUTE)[0])).toEqual({
      title: 'Чат',
      api_key: API_KEY,
      description: 'Отдел',
    });
    const dialog = screen.getByRole('dialog', { name: DIALOG });
    expect(done).toBeVisible();
    expect(dialog).toHaveTextContent(
      'откройте страницу формы, нажмите «Контент», выберите этот сервис и опубликуйте изменения',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));

    await dialogGone();
    const panel = screen.getByRole('tabpanel', { name: 'Мои сервисы' });
    const card = await within(panel).findByRole('listitem', { name: 'Чат' });
    expect(within(card).getByText('Активировано')).toBeVisible();
  });

  it('refuses a short title and a bad key with the messages of §5, sending nothing', async () => {
    const { api, user, dialog, fields, add, pasteInto } = await openAddTelegram();
    await add();

    expect(await within(dialog).findByText(messages.notifier.titleTooShort)).toBeVisible();
    expect(within(dialog).getByText(messages.notifier.apiKeyInvalid)).toBeVisible();

    await user.type(fields.title, ' ab ');
    await pasteInto(fields.apiKey, `${API_KEY.slice(0, 20)} !`);
    await add();

    expect(await within(dialog).findByText(messages.notifier.titleTooShort)).toBeVisible();
    expect(within(dialog).getByText(messages.notifier.apiKeyInvalid)).toBeVisible();
    expect(api.callsTo(ADD_ROUTE)).toEqual([]);
  });

  it('clears a field’s message as soon as the field is edited, even before it is right', async () => {
    const { user, dialog, fields, add } = await openAddTelegram();
    await add();
    await within(dialog).findByText(messages.notifier.titleTooShort);

    await user.type(fields.title, 'З');

    expect(within(dialog).queryByText(messages.notifier.titleTooShort)).not.toBeInTheDocument();
    expect(fields.title).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(messages.notifier.apiKeyInvalid)).toBeVisible();

    await user.type(fields.apiKey, 'k');

    expect(within(dialog).queryByText(messages.notifier.apiKeyInvalid)).not.toBeInTheDocument();
    await add();
    expect(await within(dialog).findByText(messages.notifier.titleTooShort)).toBeVisible();
  });

  it.each([
    ['unknown', messages.notifier.apiKeyUnknown],
    ['already claimed', messages.notifier.apiKeyClaimed],
  ])('shows the server’s reason for an %s key under the key, and logs it', async (_, detail) => {
    const logged = captureLoggedErrors();
    const api = fakeFormServicesServer([], {
      routes: { [ADD_ROUTE]: () => reply(404, { detail }) },
    });
    const { user, dialog, fields, add, pasteInto } = await openAddTelegram(api);
    await user.type(fields.title, 'Чат');
    await pasteInto(fields.apiKey, API_KEY);
    await add();

    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(fields.apiKey).toHaveAccessibleDescription(detail);
    expect(logged).toHaveBeenCalledWith('The Telegram service was not added', expect.anything());
    expect(within(dialog).queryByText('Сервис приема данных Telegram добавлен!')).toBeNull();

    await user.type(fields.apiKey, 'x');
    expect(within(dialog).queryByText(detail)).not.toBeInTheDocument();
  });

  it('puts each field of a 422 under its own field', async () => {
    captureLoggedErrors();
    const tooLong = messages.notifier.titleTooLong;
    const api = fakeFormServicesServer([], {
      routes: {
        [ADD_ROUTE]: () =>
          reply(422, { detail: tooLong, errors: [{ field: 'title', message: tooLong }] }),
      },
    });
    const { user, dialog, fields, add, pasteInto } = await openAddTelegram(api);
    await user.type(fields.title, 'Чат');
    await pasteInto(fields.apiKey, API_KEY);
    await add();

    await within(dialog).findByText(tooLong);
    expect(fields.title).toHaveAccessibleDescription(tooLong);
    expect(fields.apiKey).not.toHaveAccessibleDescription(tooLong);
  });

  it('only logs a failure the server does not explain, staying on the form', async () => {
    const logged = captureLoggedErrors();
    const api = fakeFormServicesServer([], { routes: { [ADD_ROUTE]: () => reply(503) } });
    const { user, dialog, fields, add, pasteInto } = await openAddTelegram(api);
    await user.type(fields.title, 'Чат');
    await pasteInto(fields.apiKey, API_KEY);
    await add();

    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Добавить' })).toBeEnabled();
    expect(fields.apiKey).toHaveValue(API_KEY);
  });

  it('closes on Отменить without a call, and opens fresh next time', async () => {
    const { api, user, dialog, fields } = await openAddTelegram();
    await user.type(fields.title, 'Черновик');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    const reopened = await screen.findByRole('dialog', { name: DIALOG });

    expect(within(reopened).getByLabelText(/Название в списке/)).toHaveValue('');
    expect(api.callsTo(ADD_ROUTE)).toEqual([]);
  });
});
