import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_MESSAGE_TEMPLATES } from '@vitrina/contracts/message-templates';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../testing/fake-api';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';
import { fakeMessageTemplatesServer, TEMPLATES } from './testing/fake-message-templates-server';

const SAVE = 'Сохранить изменения';
const FIELD = 'Текст шаблона';

/** The settings page at «Шаблоны», once the Telegram template's text shows. */
async function openTemplates(api: FakeApi, { shell = false } = {}) {
  const rendered = renderApp('/settings', { signedIn: true, api, shell });
  await rendered.user.click(
    await screen.findByRole('tab', { name: 'Шаблоны' }, { timeout: 10_000 }),
  );
  await screen.findByRole('heading', { name: 'Заявка в Telegram' }, { timeout: 10_000 });
  return rendered;
}

const field = () => screen.getByRole('textbox', { name: FIELD });
const saveButton = () => screen.getByRole('button', { name: SAVE });
const preview = () => within(screen.getByRole('region', { name: 'Пример' }));
const bodies = (api: FakeApi, kind: string) =>
  api.callsTo(`PUT ${TEMPLATES}/${kind}/`).map((call) => JSON.parse(call.body) as unknown);

describe('the «Шаблоны» tab of the settings page', () => {
  it('shows the template, its placeholders and its preview on the shop’s latest order', async () => {
    await openTemplates(fakeMessageTemplatesServer());

    expect(field()).toHaveValue(DEFAULT_MESSAGE_TEMPLATES.TELEGRAM_ORDER);
    expect(screen.getByText('Текст по умолчанию')).toBeVisible();
    const chips = within(screen.getByRole('group', { name: 'Подстановки' }));
    expect(chips.getByRole('button', { name: /^Вставить \{номер\}: номер заявки/ })).toBeVisible();
    expect(
      chips.getByRole('button', { name: /^Вставить \{ссылка\}: ссылка на заявку/ }),
    ).toBeVisible();
    expect(await screen.findByText('На последней заявке, #1042')).toBeVisible();
    const shown = preview().getByText(/^Новая заявка #1042/);
    expect(shown.textContent).toContain('Кружка × 2 = 1 400 ₽\n\nи ещё 1 позиция');
    expect(shown.textContent).toContain('Комментарий: Позвоните вечером');
    // The order has no e-mail: its line is left out.
    expect(shown.textContent).not.toContain('Почта:');
  });

  it('offers the buyer’s letters only what they may say', async () => {
    const { user } = await openTemplates(fakeMessageTemplatesServer());

    await user.click(screen.getByRole('button', { name: 'Покупателю: заявка отменена' }));

    const chips = within(screen.getByRole('group', { name: 'Подстановки' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '{номер}',
      '{магазин}',
      '{ссылка}',
    ]);
    expect(
      await preview().findByText('Ваша заявка #1042 в магазине «Лавка» отменена.'),
    ).toBeVisible();
  });

  it('inserts a placeholder at the cursor, and previews the text as it is typed', async () => {
    const { user } = await openTemplates(fakeMessageTemplatesServer());

    await user.clear(field());
    await user.type(field(), 'Заявка  принята');
    (field() as HTMLTextAreaElement).setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: /^Вставить \{номер\}/ }));
    await user.keyboard('!');

    expect(field()).toHaveValue('Заявка {номер}! принята');
    expect(field()).toHaveFocus();
    expect(preview().getByText('Заявка 1042! принята')).toBeVisible();
  });

  it('disables «Сохранить изменения» with its reason until a template changes, saves it, then disables it again', async () => {
    const api = fakeMessageTemplatesServer();
    const { user } = await openTemplates(api);
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Изменений нет');

    await user.clear(field());
    await user.type(field(), 'Заказ №{{номер}');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Заявка на почту' }));
    await user.clear(field());
    await user.type(field(), 'Письмо о заявке #{{номер}');
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(saveButton()).toHaveAccessibleDescription('Изменений нет');
    expect(bodies(api, 'TELEGRAM_ORDER')).toEqual([{ text: 'Заказ №{номер}' }]);
    expect(bodies(api, 'EMAIL_ORDER')).toEqual([{ text: 'Письмо о заявке #{номер}' }]);
    expect(screen.getByText('Свой текст')).toBeVisible();
    expect(await screen.findByText('Шаблоны сохранены')).toBeVisible();
  });

  it('names unknown placeholders as they are typed, and saves nothing while one is there', async () => {
    const api = fakeMessageTemplatesServer();
    const { user } = await openTemplates(api);
    await user.click(screen.getByRole('button', { name: 'Покупателю: заявка выполнена' }));

    await user.clear(field());
    await user.type(field(), 'Спасибо, {{покупатель}!');
    await user.click(saveButton());

    expect(field()).toHaveAccessibleDescription(
      'Неизвестная подстановка {покупатель}. В этом шаблоне можно: {номер}, {магазин}, {ссылка}',
    );
    expect(field()).toBeInvalid();
    expect(await screen.findByText('Исправьте ошибки в шаблонах')).toBeVisible();
    expect(api.callsTo(`PUT ${TEMPLATES}/BUYER_DONE/`)).toHaveLength(0);
    expect(saveButton()).toBeEnabled();
  });

  it('shows the server’s refusal under the template it concerns', async () => {
    const api = fakeMessageTemplatesServer({
      routes: {
        [`PUT ${TEMPLATES}/:kind/`]: () =>
          reply(422, { detail: 'Шаблон не может быть длиннее 1500 символов' }),
      },
    });
    const { user } = await openTemplates(api);

    await user.type(field(), ' ещё');
    await user.click(saveButton());

    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription('Шаблон не может быть длиннее 1500 символов'),
    );
    expect(saveButton()).toBeEnabled();
  });

  it('resets a worded template to the default after asking', async () => {
    const api = fakeMessageTemplatesServer({ own: { TELEGRAM_ORDER: 'Заказ №{номер}' } });
    const { user } = await openTemplates(api);
    expect(field()).toHaveValue('Заказ №{номер}');

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сбросить шаблон?' });
    expect(dialog).toHaveTextContent(
      'Шаблон «Заявка в Telegram» вернётся к тексту по умолчанию, а ваш текст пропадёт.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить' }));

    await waitFor(() => expect(field()).toHaveValue(DEFAULT_MESSAGE_TEMPLATES.TELEGRAM_ORDER));
    expect(api.callsTo(`DELETE ${TEMPLATES}/TELEGRAM_ORDER/`)).toHaveLength(1);
    expect(screen.getByText('Текст по умолчанию')).toBeVisible();
    expect(saveButton()).toBeDisabled();
    const reset = screen.getByRole('button', { name: 'Сбросить' });
    expect(reset).toBeDisabled();
    expect(reset).toHaveAccessibleDescription('Текст по умолчанию');
  });

  it('lets an order manager read the templates but not change them', async () => {
    const api = fakeMessageTemplatesServer({ role: 'ORDER_MANAGER' });
    await openTemplates(api, { shell: true });

    expect(await screen.findByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    await waitFor(() => expect(field()).toBeDisabled());
    expect(screen.getByRole('button', { name: /^Вставить \{номер\}/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(saveButton()).toBeDisabled();
  });
});
