import { screen, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { dialogGone } from '../../testing/dialogs';
import { fakeFormServicesServer, NOTIFIER } from './testing/fake-form-services-server';
import { bodyOf, captureLoggedErrors, openFormServices } from './testing/open-form-services';

const DIALOG = 'Прием данных из форм на электронную почту';
const ADD_ROUTE = `POST ${NOTIFIER}/email/verify/send/` as const;

async function openAddEmail(api = fakeFormServicesServer()) {
  const { user } = await openFormServices(api);
  await user.click(screen.getByRole('button', { name: 'Электронная почта' }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG });
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  const fields = {
    title: field(/Название в списке/),
    email: field(/Электронная почта/),
    description: field('Описание (Не обязательно)'),
  };
  const add = () => user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
  return { api, user, dialog, fields, add };
}

describe('adding an e-mail service', () => {
  it('asks for the sender to be put in the address book, against spam', async () => {
    const { dialog } = await openAddEmail();

    expect(dialog).toHaveTextContent(
      'добавьте адрес отправителя в адресную книгу и открывайте все письма от него',
    );
    expect(within(dialog).getByRole('button', { name: 'Отменить' })).toBeVisible();
  });

  it('sends the letter, then asks for its link to be followed; the card waits unconfirmed', async () => {
    const { api, user, fields, add } = await openAddEmail();
    await user.type(fields.title, 'Почта');
    await user.type(fields.email, ' shop@example.ru ');
    await add();

    const dialog = screen.getByRole('dialog', { name: DIALOG });
    expect(
      await within(dialog).findByRole('heading', { name: 'Подтвердите адрес электронной почты' }),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('Мы отправили письмо на shop@example.ru');
    expect(dialog).toHaveTextContent('перейдите по ссылке из письма');
    expect(dialog).toHaveTextContent('«Мои сервисы»');
    expect(bodyOf(api.callsTo(ADD_ROUTE)[0])).toEqual({
      title: 'Почта',
      email: 'shop@example.ru',
      description: '',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));

    await dialogGone();
    const panel = screen.getByRole('tabpanel', { name: 'Мои сервисы' });
    const card = await within(panel).findByRole('listitem', { name: 'Почта' });
    expect(within(card).getByText('Не подтверждена')).toBeVisible();
  });

  it('refuses a short title and a bad address with the messages of §5', async () => {
    const { api, user, dialog, fields, add } = await openAddEmail();
    await add();

    expect(await within(dialog).findByText(messages.notifier.titleTooShort)).toBeVisible();
    expect(within(dialog).getByText(messages.notifier.emailInvalid)).toBeVisible();

    await user.type(fields.title, 'Почта');
    await user.type(fields.email, 'shop @example.ru');
    await add();

    expect(await within(dialog).findByText(messages.notifier.emailInvalid)).toBeVisible();
    expect(within(dialog).queryByText(messages.notifier.titleTooShort)).not.toBeInTheDocument();
    expect(api.callsTo(ADD_ROUTE)).toEqual([]);
  });

  it('clears the address’s message as soon as it is edited', async () => {
    const { user, dialog, fields, add } = await openAddEmail();
    await add();
    await within(dialog).findByText(messages.notifier.emailInvalid);

    await user.type(fields.email, 's');

    expect(within(dialog).queryByText(messages.notifier.emailInvalid)).not.toBeInTheDocument();
    expect(within(dialog).getByText(messages.notifier.titleTooShort)).toBeVisible();
  });

  it('shows the server’s reason for a refused address under it, and logs it', async () => {
    const logged = captureLoggedErrors();
    const detail = messages.notifier.emailAlreadyConnected;
    const api = fakeFormServicesServer([], {
      routes: { [ADD_ROUTE]: () => reply(409, { detail }) },
    });
    const { user, dialog, fields, add } = await openAddEmail(api);
    await user.type(fields.title, 'Почта');
    await user.type(fields.email, 'shop@example.ru');
    await add();

    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(fields.email).toHaveAccessibleDescription(detail);
    expect(logged).toHaveBeenCalledWith('The e-mail service was not added', expect.anything());
  });
});
