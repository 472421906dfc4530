import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  aTelegramContact,
  anEmailContact,
  fakeFormServicesServer,
  NOTIFIER,
} from './testing/fake-form-services-server';
import { openContact, openFormServices, openMyServices } from './testing/open-form-services';
import { dialogGone } from '../../testing/dialogs';
import { memberRoutes } from '../../testing/member-role';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';

describe('form-data services page', () => {
  it('shows the settings tabs, the save button with nothing to save, the side button and the sub-tabs', async () => {
    const api = fakeFormServicesServer();
    await openFormServices(api);

    const tabs = within(screen.getByRole('tablist', { name: 'Разделы настроек' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Общее',
      'Списки',
      'Шаблоны',
      'Интеграция',
    ]);
    expect(screen.getByRole('tab', { name: 'Общее' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Отправка форм' })).toBeVisible();
    expect(screen.getByText(/Заявки, которые посетители оставляют/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Все сервисы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Мои сервисы' })).toBeVisible();

    // The services save each change themselves: the page's button has nothing to save.
    const save = screen.getByRole('button', { name: 'Сохранить изменения' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Изменений нет');
  });

  it('offers Telegram and e-mail under «Все сервисы»', async () => {
    await openFormServices(fakeFormServicesServer());
    const panel = screen.getByRole('tabpanel', { name: 'Все сервисы' });

    expect(within(panel).getByRole('button', { name: 'Telegram' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Электронная почта' })).toBeEnabled();
  });

  it('says plainly when Telegram is not configured, and e-mail still works', async () => {
    const api = fakeFormServicesServer([], { bot: { configured: false, username: null } });
    const { user } = await openFormServices(api);

    const telegram = screen.getByRole('button', { name: 'Telegram' });
    await expect.poll(() => telegram).toBeDisabled();
    expect(telegram).toHaveAccessibleDescription(messages.notifier.telegramNotConfigured);
    expect(screen.getByText(messages.notifier.telegramNotConfigured)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Электронная почта' }));
    expect(
      await screen.findByRole('dialog', { name: 'Прием данных из форм на электронную почту' }),
    ).toBeVisible();
  });

  it('points from an empty «Мои сервисы» to «Все сервисы»', async () => {
    const { user } = await openFormServices(fakeFormServicesServer());
    const panel = await openMyServices(user);

    expect(await within(panel).findByText('У вас пока нет подключённых сервисов.')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Перейти во «Все сервисы»' }));

    expect(screen.getByRole('tab', { name: 'Все сервисы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Telegram' })).toBeVisible();
  });

  it('says the contacts could not be loaded', async () => {
    const api = fakeFormServicesServer([], {
      routes: { [`GET ${NOTIFIER}/contacts/`]: () => new Response(null, { status: 500 }) },
    });
    const { user } = await openFormServices(api);
    const panel = await openMyServices(user);

    expect(await within(panel).findByRole('alert')).toHaveTextContent(messages.product.loadFailed);
  });

  it('works on a 375 px phone: tabs, side button, services and cards', async () => {
    const api = fakeFormServicesServer([aTelegramContact(), anEmailContact()]);
    const { user } = await openFormServices(api, { width: 375 });

    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отправка форм' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Telegram' })).toBeVisible();
    const panel = await openMyServices(user);
    expect(await within(panel).findByRole('listitem', { name: 'Заявки в чат' })).toBeVisible();
    expect(within(panel).getByRole('listitem', { name: 'Почта магазина' })).toBeVisible();
  });

  it('lets a content manager see the services but neither add one nor change it', async () => {
    const routes = memberRoutes('CONTENT_MANAGER');
    const api = fakeFormServicesServer([aTelegramContact()], { routes });
    const { user } = await openFormServices(api);

    const telegram = await screen.findByRole('button', { name: 'Telegram' });
    await waitFor(() => expect(telegram).toBeDisabled());
    expect(telegram).toHaveAccessibleDescription(SHOP_TEXTS.notAllowedHint);
    expect(screen.getByRole('button', { name: 'Электронная почта' })).toBeDisabled();

    const dialog = await openContact(user, 'Заявки в чат', 'Прием данных из форм в Telegram');
    expect(within(dialog).getByLabelText(/Название в списке/)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Удалить сервис' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await dialogGone();
  });
});
