import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { dialogGone } from '../../testing/dialogs';
import {
  aTelegramContact,
  anEmailContact,
  fakeFormServicesServer,
  NOTIFIER,
} from './testing/fake-form-services-server';
import {
  bodyOf,
  captureLoggedErrors,
  openContact,
  openFormServices,
} from './testing/open-form-services';

const TELEGRAM_DIALOG = 'Прием данных из форм в Telegram';
const EMAIL_DIALOG = 'Прием данных из форм на электронную почту';

const contacts = () => [aTelegramContact(), anEmailContact({ is_confirmed: true })];

async function openTelegramContact(api = fakeFormServicesServer(contacts())) {
  const { user } = await openFormServices(api);
  const dialog = await openContact(user, 'Заявки в чат', TELEGRAM_DIALOG);
  return { api, user, dialog, title: within(dialog).getByLabelText(/Название в списке/) };
}

describe('a contact’s edit dialog', () => {
  it('shows a Telegram contact’s keys read-only, and no e-mail', async () => {
    const { dialog, title } = await openTelegramContact();

    expect(title).toHaveValue('Заявки в чат');
    expect(within(dialog).getByLabelText('Описание (Не обязательно)')).toHaveValue(
      'Чат отдела продаж',
    );
    expect(within(dialog).getByLabelText('API key')).toHaveValue('••••••••Ab3x');
    expect(within(dialog).getByLabelText('API key')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Secret key')).toHaveValue('••••••••Zq9w');
    expect(within(dialog).getByLabelText('Secret key')).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText('Электронная почта')).not.toBeInTheDocument();
    for (const name of ['Сохранить', 'Удалить сервис', 'Отменить']) {
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
  });

  it('titles an e-mail contact’s dialog for e-mail and shows its address read-only', async () => {
    const { user } = await openFormServices(fakeFormServicesServer(contacts()));
    const dialog = await openContact(user, 'Почта магазина', EMAIL_DIALOG);

    const email = within(dialog).getByLabelText('Электронная почта');
    expect(email).toHaveValue('orders@shop.example.ru');
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText('API key')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Secret key')).not.toBeInTheDocument();
  });

  it('saves the title and description, and the card follows', async () => {
    const { api, user, dialog, title } = await openTelegramContact();
    await user.clear(title);
    await user.type(title, 'Продажи');
    await user.clear(within(dialog).getByLabelText('Описание (Не обязательно)'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await dialogGone();
    expect(bodyOf(api.callsTo(`PATCH ${NOTIFIER}/contact/41/`)[0])).toEqual({
      title: 'Продажи',
      description: '',
    });
    expect(await screen.findByRole('listitem', { name: 'Продажи' })).toBeVisible();
  });

  it('checks nothing itself (spec §5) and shows the server’s reason under the title', async () => {
    const logged = captureLoggedErrors();
    const detail = messages.notifier.titleTooShort;
    const api = fakeFormServicesServer(contacts(), {
      routes: {
        [`PATCH ${NOTIFIER}/contact/:id/`]: () =>
          reply(422, { detail, errors: [{ field: 'title', message: detail }] }),
      },
    });
    const { user, dialog, title } = await openTelegramContact(api);
    await user.clear(title);
    await user.type(title, 'П');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(api.callsTo(`PATCH ${NOTIFIER}/contact/41/`)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('The service was not saved', expect.anything());

    await user.type(title, 'р');
    expect(within(dialog).queryByText(detail)).not.toBeInTheDocument();
  });

  it('closes on Отменить without saving', async () => {
    const { api, user, dialog, title } = await openTelegramContact();
    await user.type(title, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    await dialogGone();
    expect(api.callsTo(`PATCH ${NOTIFIER}/contact/41/`)).toEqual([]);
  });

  it('deletes after the confirmation popup, and keeps the service on Отменить', async () => {
    const { api, user, dialog } = await openTelegramContact();
    const openPopup = async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Удалить сервис' }));
      return screen.findByRole('dialog', { name: 'Удаление объекта' });
    };

    let popup = await openPopup();
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Сервис «Заявки в чат»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(popup).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: TELEGRAM_DIALOG })).toBeVisible();

    popup = await openPopup();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

    await dialogGone();
    expect(api.callsTo(`DELETE ${NOTIFIER}/contact/41/`)).toHaveLength(1);
    expect(await screen.findByText('Сервис удалён')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Заявки в чат' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: 'Почта магазина' })).toBeVisible();
  });

  it('only logs a refused delete, and the dialog stays', async () => {
    const logged = captureLoggedErrors();
    const api = fakeFormServicesServer(contacts(), {
      routes: { [`DELETE ${NOTIFIER}/contact/:id/`]: () => reply(500) },
    });
    const { user, dialog } = await openTelegramContact(api);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить сервис' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

    await waitFor(() => expect(popup).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalledWith('The service was not deleted', expect.anything());
    expect(screen.getByRole('dialog', { name: TELEGRAM_DIALOG })).toBeVisible();
  });
});
