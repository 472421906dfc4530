import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { SETTINGS_SAVED, STYLE_SAVED } from '@vitrina/contracts/widget-style-labels';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import {
  aTelegramContact,
  anEmailContact,
  aWidget,
  fakeWidgetsServer,
} from './testing/fake-widgets-server';
import { installFakeResizeObserver } from './testing/fake-resize-observer';

installFakeResizeObserver();

async function openEditor(api = fakeWidgetsServer()) {
  const rendered = renderApp('/sites/1/31', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Витрина обуви' });
  return { api, ...rendered };
}

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
/** The publication's status line, in the group of the buttons that change it. */
const status = () => within(screen.getByRole('group', { name: 'Публикация' })).getByRole('status');

describe('widget editor: publishing, services, style and installation', () => {
  describe('publication', () => {
    it('publishes a widget never published, then shows the date', async () => {
      const { api, user } = await openEditor();
      expect(status()).toHaveTextContent('Не опубликовано');
      expect(screen.queryByRole('button', { name: 'Снять с публикации' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Опубликовать' }));

      expect(await screen.findByText(messages.widget.published)).toBeVisible();
      expect(api.callsTo('POST v1/platform/widget/31/publish/')).toHaveLength(1);
      await waitFor(() => expect(status()).toHaveTextContent('Опубликовано 2 марта 2026 г.'));
    });

    it('tells of unpublished changes, and unpublishes', async () => {
      const widget = aWidget({
        published_at: '2026-03-02T12:00:00.000Z',
        has_unpublished_changes: true,
      });
      const { api, user } = await openEditor(fakeWidgetsServer({ widget }));
      expect(status()).toHaveTextContent(
        'Опубликовано 2 марта 2026 г., есть неопубликованные изменения',
      );

      await user.click(screen.getByRole('button', { name: 'Снять с публикации' }));

      expect(await screen.findByText(messages.widget.unpublished)).toBeVisible();
      expect(api.callsTo('DELETE v1/platform/widget/31/publish/')).toHaveLength(1);
      await waitFor(() => expect(status()).toHaveTextContent('Не опубликовано'));
    });

    it('says why publishing failed', async () => {
      const api = fakeWidgetsServer(
        {},
        { 'POST v1/platform/widget/:id/publish/': () => reply(404, { detail: 'Не найдено' }) },
      );
      const { user } = await openEditor(api);

      await user.click(screen.getByRole('button', { name: 'Опубликовать' }));

      expect(await screen.findByText('Не найдено')).toBeVisible();
      expect(status()).toHaveTextContent('Не опубликовано');
    });
  });

  describe('services that receive orders', () => {
    const contacts = [
      aTelegramContact(),
      anEmailContact({ id: 43, title: 'Почта продаж', is_confirmed: true }),
      anEmailContact({ title: 'Неподтверждённая почта' }),
    ];
    const region = () => screen.getByRole('region', { name: 'Куда приходят заявки' });

    it('offers the confirmed services and warns while none is chosen', async () => {
      const { user, api } = await openEditor(fakeWidgetsServer({ contacts }));
      const services = await within(region()).findAllByRole('checkbox');

      expect(services.map((box) => box.closest('label')?.textContent)).toEqual([
        'Заявки в чат',
        'Почта продаж',
      ]);
      const warning = within(region()).getByRole('alert');
      expect(warning).toHaveTextContent('заявки сохранятся в Витрине, но о них никто не узнает');
      expect(within(warning).getByRole('link', { name: 'Подключить сервис' })).toHaveAttribute(
        'href',
        '/settings',
      );

      await user.click(within(region()).getByRole('checkbox', { name: 'Почта продаж' }));

      expect(bodyOf(api.callsTo('PUT v1/platform/widget/31/contacts/')[0])).toEqual({
        contacts_id: [43],
      });
      await waitFor(() => expect(within(region()).queryByRole('alert')).toBeNull());
      expect(within(region()).getByRole('checkbox', { name: 'Почта продаж' })).toBeChecked();
    });

    it('takes a chosen service off', async () => {
      const api = fakeWidgetsServer({ contacts, widget: aWidget({ contacts_id: [41, 43] }) });
      const { user } = await openEditor(api);

      await user.click(await within(region()).findByRole('checkbox', { name: 'Заявки в чат' }));

      expect(bodyOf(api.callsTo('PUT v1/platform/widget/31/contacts/')[0])).toEqual({
        contacts_id: [43],
      });
    });

    it('says why the choice was refused', async () => {
      const api = fakeWidgetsServer(
        { contacts },
        {
          'PUT v1/platform/widget/:id/contacts/': () =>
            reply(404, { detail: messages.widget.contactNotFound }),
        },
      );
      const { user } = await openEditor(api);

      await user.click(await within(region()).findByRole('checkbox', { name: 'Заявки в чат' }));

      expect(await screen.findByText(messages.widget.contactNotFound)).toBeVisible();
    });
  });

  describe('style', () => {
    const form = () => screen.getByRole('form', { name: 'Настройки стиля' });
    const settings = () => screen.getByRole('form', { name: 'Настройки виджета' });
    const findSettings = () => screen.findByRole('form', { name: 'Настройки виджета' });

    it('shows the saved settings over the defaults and saves all of them', async () => {
      const saved = { columns: 2, order_flow: 'direct', policy_url: 'https://shop.ru/privacy' };
      const api = fakeWidgetsServer({ widget: aWidget({ style: saved }) });
      const { user } = await openEditor(api);
      await user.click(screen.getByRole('tab', { name: 'Стиль' }));

      expect(within(form()).getByLabelText('Цвет акцента')).toHaveValue('#2563eb');
      expect(within(form()).getByLabelText('Текст кнопки')).toHaveValue('Купить');
      const button = within(form()).getByLabelText('Текст кнопки');
      await user.clear(button);
      await user.type(button, 'Заказать');
      await user.click(within(form()).getByLabelText('Показывать описание'));
      await user.click(within(form()).getByRole('button', { name: 'Сохранить' }));

      expect(await screen.findByText(STYLE_SAVED)).toBeVisible();
      // The behaviour goes along as saved: the call replaces every setting.
      expect(bodyOf(api.callsTo('PUT v1/platform/widget/31/style/')[0])).toEqual({
        accent_color: '#2563eb',
        columns: 2,
        show_description: false,
        button_text: 'Заказать',
        order_flow: 'direct',
        cart_position: 'bottom-right',
        online_payment: false,
        policy_url: 'https://shop.ru/privacy',
        confirmation_text: null,
      });
    });

    it('turns a direct order into the cart, chooses its corner and saves both', async () => {
      const api = fakeWidgetsServer({ widget: aWidget({ style: { order_flow: 'direct' } }) });
      const { user } = await openEditor(api);
      await user.click(screen.getByRole('tab', { name: 'Настройки' }));
      const flow = within(await findSettings()).getByRole('radiogroup', {
        name: 'Оформление заказа',
      });
      expect(within(flow).getByRole('radio', { name: 'Сразу заявка' })).toBeChecked();
      expect(within(settings()).queryByRole('combobox', { name: 'Положение корзины' })).toBeNull();

      await user.click(within(flow).getByRole('radio', { name: 'Корзина' }));
      const corner = within(settings()).getByRole('combobox', { name: 'Положение корзины' });
      expect(corner).toHaveTextContent('Справа внизу');
      await user.click(corner);
      await user.click(await screen.findByRole('option', { name: 'Слева вверху' }));
      await user.click(within(settings()).getByRole('button', { name: 'Сохранить' }));

      expect(await screen.findByText(SETTINGS_SAVED)).toBeVisible();
      await waitFor(() =>
        expect(bodyOf(api.callsTo('PUT v1/platform/widget/31/style/')[0])).toMatchObject({
          order_flow: 'cart',
          cart_position: 'top-left',
        }),
      );
    });

    it('offers the cart to a new widget, and hides its corner once the order is direct', async () => {
      const api = fakeWidgetsServer();
      const { user } = await openEditor(api);
      await user.click(screen.getByRole('tab', { name: 'Настройки' }));
      expect(within(await findSettings()).getByRole('radio', { name: 'Корзина' })).toBeChecked();

      await user.click(within(settings()).getByRole('radio', { name: 'Сразу заявка' }));
      await user.click(within(settings()).getByRole('button', { name: 'Сохранить' }));

      expect(within(settings()).queryByRole('combobox', { name: 'Положение корзины' })).toBeNull();
      await waitFor(() =>
        expect(bodyOf(api.callsTo('PUT v1/platform/widget/31/style/')[0])).toMatchObject({
          order_flow: 'direct',
          cart_position: 'bottom-right',
        }),
      );
    });

    it('refuses a colour not written as #rrggbb, sending nothing', async () => {
      const { api, user } = await openEditor();
      await user.click(screen.getByRole('tab', { name: 'Стиль' }));
      const colour = within(form()).getByLabelText('Цвет акцента');

      await user.clear(colour);
      await user.type(colour, 'красный');
      await user.click(within(form()).getByRole('button', { name: 'Сохранить' }));

      expect(await within(form()).findByText(messages.widget.accentColorInvalid)).toBeVisible();
      expect(api.callsTo('PUT v1/platform/widget/31/style/')).toHaveLength(0);
    });
  });

  describe('installation', () => {
    const openIntegration = async (api = fakeWidgetsServer()) => {
      const opened = await openEditor(api);
      await opened.user.click(screen.getByRole('tab', { name: 'Интеграция' }));
      return opened;
    };
    const checkPage = async (user: Awaited<ReturnType<typeof openEditor>>['user']) => {
      await user.type(screen.getByLabelText('Ссылка на страницу с виджетом'), 'https://shop.ru/');
      await user.click(screen.getByRole('button', { name: 'Проверить установку' }));
    };

    it('checks the page the merchant names and shows what was found', async () => {
      const api = fakeWidgetsServer(
        {},
        {
          'POST v1/platform/widget/:id/install-check/': () =>
            reply(200, {
              data: {
                script_found: true,
                container_found: false,
                detail: messages.installCheck.containerMissing('vitrina-3f9k2m'),
              },
            }),
        },
      );
      const { user } = await openIntegration(api);

      await checkPage(user);

      expect(
        await screen.findByText(messages.installCheck.containerMissing('vitrina-3f9k2m')),
      ).toBeVisible();
      expect(bodyOf(api.callsTo('POST v1/platform/widget/31/install-check/')[0])).toEqual({
        link: 'https://shop.ru/',
      });
    });

    it('says why the page could not be checked', async () => {
      const api = fakeWidgetsServer(
        {},
        {
          'POST v1/platform/widget/:id/install-check/': () =>
            reply(400, { detail: messages.installCheck.hostNotConfirmed }),
        },
      );
      const { user } = await openIntegration(api);

      await checkPage(user);

      expect(await screen.findByText(messages.installCheck.hostNotConfirmed)).toBeVisible();
    });

    it('gives the Content-Security-Policy sources of this server', async () => {
      await openIntegration();

      const csp = screen.getByRole('region', { name: /Content-Security-Policy/ });
      const origin = window.location.origin;
      expect(within(csp).getByLabelText('Код').textContent).toBe(
        `script-src ${origin};\nconnect-src ${origin};\nimg-src ${origin};`,
      );
    });
  });
});
