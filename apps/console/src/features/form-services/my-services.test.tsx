import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aTelegramContact,
  anEmailContact,
  fakeFormServicesServer,
} from './testing/fake-form-services-server';
import { openFormServices, openMyServices } from './testing/open-form-services';

const threeStates = () => [
  aTelegramContact(),
  aTelegramContact({ id: 43, title: 'Старый чат', description: null, is_active: false }),
  anEmailContact(),
];

describe('«Мои сервисы»', () => {
  it('shows a card per contact: its type, title, description and state', async () => {
    const { user } = await openFormServices(fakeFormServicesServer(threeStates()));
    const panel = await openMyServices(user);

    const active = await within(panel).findByRole('listitem', { name: 'Заявки в чат' });
    expect(active).toHaveTextContent('Чат отдела продаж');
    expect(within(active).getByTitle('Telegram')).toBeInTheDocument();
    expect(within(active).getByText('Активировано')).toBeVisible();

    const inactive = within(panel).getByRole('listitem', { name: 'Старый чат' });
    expect(within(inactive).getByText('Не активирована')).toBeVisible();

    const unconfirmed = within(panel).getByRole('listitem', { name: 'Почта магазина' });
    expect(within(unconfirmed).getByTitle('Электронная почта')).toBeInTheDocument();
    expect(within(unconfirmed).getByText('Не подтверждена')).toBeVisible();
  });

  it('says «Не подтверждена» for an unconfirmed contact, whether active or not', async () => {
    const contacts = [anEmailContact({ is_active: true })];
    const { user } = await openFormServices(fakeFormServicesServer(contacts));
    const panel = await openMyServices(user);

    const card = await within(panel).findByRole('listitem', { name: 'Почта магазина' });
    expect(within(card).getByText('Не подтверждена')).toBeVisible();
    expect(within(card).queryByText('Активировано')).not.toBeInTheDocument();
  });

  it('opens the contact’s dialog when its card is clicked', async () => {
    const { user } = await openFormServices(fakeFormServicesServer(threeStates()));
    const panel = await openMyServices(user);

    const card = await within(panel).findByRole('listitem', { name: 'Почта магазина' });
    await user.click(within(card).getByRole('button'));

    const dialog = await screen.findByRole('dialog', {
      name: 'Прием данных из форм на электронную почту',
    });
    expect(within(dialog).getByLabelText(/Название в списке/)).toHaveValue('Почта магазина');
  });
});
