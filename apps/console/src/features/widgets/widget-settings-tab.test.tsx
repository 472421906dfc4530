import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { widgetSettingsMessages } from '@vitrina/contracts/widget-settings-messages';
import {
  CONFIRMATION_TEXT_LABEL,
  POLICY_URL_HINT,
  POLICY_URL_LABEL,
  SETTINGS_SAVED,
} from '@vitrina/contracts/widget-style-labels';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aWidget, fakeWidgetsServer } from './testing/fake-widgets-server';
import { installFakeResizeObserver } from './testing/fake-resize-observer';

installFakeResizeObserver();

const LOOK = { accent_color: '#aa0000', columns: 2, show_description: false, button_text: 'Хочу' };

async function openSettings(api = fakeWidgetsServer({ widget: aWidget({ style: LOOK }) })) {
  const rendered = renderApp('/sites/1/31?tab=settings', { signedIn: true, api });
  const form = await screen.findByRole('form', { name: 'Настройки виджета' });
  return { ...rendered, api, form };
}

const savedBodies = (api: Awaited<ReturnType<typeof openSettings>>['api']) =>
  api.callsTo('PUT v1/platform/widget/31/style/').map((call) => JSON.parse(call.body) as unknown);

describe('the widget’s «Настройки»', () => {
  it('holds how a buyer orders and what the order form says; «Стиль» keeps the look alone', async () => {
    const { form, user } = await openSettings();

    expect(within(form).getByRole('radiogroup', { name: 'Оформление заказа' })).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Положение корзины' })).toBeVisible();
    expect(within(form).getByRole('switch', { name: 'Оплата онлайн' })).toBeInTheDocument();
    const policy = within(form).getByRole('textbox', { name: POLICY_URL_LABEL });
    expect(policy).toHaveValue('');
    expect(policy).toHaveAccessibleDescription(POLICY_URL_HINT);
    expect(within(form).getByRole('textbox', { name: CONFIRMATION_TEXT_LABEL })).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Стиль' }));
    const style = await screen.findByRole('form', { name: 'Настройки стиля' });
    expect(within(style).queryByRole('radiogroup')).toBeNull();
    expect(within(style).queryByRole('switch', { name: 'Оплата онлайн' })).toBeNull();
    expect(within(style).queryByRole('textbox', { name: POLICY_URL_LABEL })).toBeNull();
  });

  it('saves the policy and the text after ordering with the look as saved, and says so', async () => {
    const { api, form, user } = await openSettings();

    await user.type(
      within(form).getByRole('textbox', { name: POLICY_URL_LABEL }),
      ' https://shop.ru/privacy ',
    );
    await user.type(
      within(form).getByRole('textbox', { name: CONFIRMATION_TEXT_LABEL }),
      'Спасибо!{Enter}Позвоним в течение часа.',
    );
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(SETTINGS_SAVED)).toBeVisible();
    expect(savedBodies(api)).toEqual([
      {
        ...LOOK,
        order_flow: 'cart',
        cart_position: 'bottom-right',
        online_payment: false,
        policy_url: 'https://shop.ru/privacy',
        confirmation_text: 'Спасибо!\nПозвоним в течение часа.',
      },
    ]);
  });

  it('shows the saved ones and clears them with empty fields', async () => {
    const widget = aWidget({
      style: { policy_url: 'https://shop.ru/privacy', confirmation_text: 'Спасибо!' },
    });
    const { api, form, user } = await openSettings(fakeWidgetsServer({ widget }));
    const policy = within(form).getByRole('textbox', { name: POLICY_URL_LABEL });
    const after = within(form).getByRole('textbox', { name: CONFIRMATION_TEXT_LABEL });
    expect(policy).toHaveValue('https://shop.ru/privacy');
    expect(after).toHaveValue('Спасибо!');

    await user.clear(policy);
    await user.clear(after);
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(savedBodies(api)).toHaveLength(1));
    expect(savedBodies(api)[0]).toMatchObject({ policy_url: null, confirmation_text: null });
  });

  it('refuses a policy not on https at its field, sending nothing', async () => {
    const { api, form, user } = await openSettings();
    const policy = within(form).getByRole('textbox', { name: POLICY_URL_LABEL });

    await user.type(policy, 'http://shop.ru/privacy');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(policy).toHaveAccessibleDescription(widgetSettingsMessages.policyUrlInvalid),
    );
    expect(savedBodies(api)).toEqual([]);
  });

  it('shows the server’s refusal of a field at the field, any other in a toast', async () => {
    const message = widgetSettingsMessages.policyUrlInvalid;
    let answer = reply(422, { detail: message, errors: [{ field: 'policy_url', message }] });
    const api = fakeWidgetsServer(
      { widget: aWidget({ style: LOOK }) },
      { 'PUT v1/platform/widget/:id/style/': () => answer },
    );
    const { form, user } = await openSettings(api);
    const policy = within(form).getByRole('textbox', { name: POLICY_URL_LABEL });
    await user.type(policy, 'https://shop.ru/privacy');

    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(policy).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(1);

    answer = reply(500, { detail: 'Сбой' });
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(messages.widget.saveFailed)).toBeVisible();
    expect(screen.queryByText(SETTINGS_SAVED)).toBeNull();
  });
});
