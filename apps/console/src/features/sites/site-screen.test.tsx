import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aDomain, aSite, aWidget, fakeSitesServer } from './testing/fake-sites-server';
import { dialogGone } from '../../testing/dialogs';
import {
  expectRefusedActions,
  expectRefusedControl,
  memberRoutes,
} from '../../testing/member-role';

const shopWithWidget = () => aSite({ widgets: [aWidget()] });

async function openSite(api = fakeSitesServer([shopWithWidget()])) {
  const rendered = renderApp('/sites/1', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Мой магазин' });
  return { api, ...rendered };
}

type User = Awaited<ReturnType<typeof openSite>>['user'];

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
/** Walks the ownership dialog to its last step with the page link typed in step 3. */
async function walkToConfirmation(user: User, link: string) {
  await user.click(screen.getByRole('button', { name: 'Подтвердите площадку' }));
  const dialog = await screen.findByRole('dialog', { name: 'Подтверждение площадки' });
  await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
  await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
  await user.type(within(dialog).getByLabelText(/Ссылка на страницу/), link);
  await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
  return dialog;
}

async function openWidgetDialog(user: User, action: 'Редактировать' | 'Удалить') {
  await user.click(screen.getByRole('button', { name: 'Действия с виджетом «Витрина обуви»' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

// Whole dialog flows typed key by key in jsdom take a few seconds each.
describe('site page', () => {
  it('lists the widgets with their badge and link, and names the site in the breadcrumbs', async () => {
    await openSite();

    const card = screen.getByRole('listitem', { name: 'Витрина обуви' });
    expect(within(card).getByText('Витрина')).toBeVisible();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/sites/1/31');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Мой магазин')).toHaveAttribute('aria-current', 'page');
  });

  it('says what to do when the site has no widget, and its button opens the add dialog', async () => {
    const { user } = await openSite(fakeSitesServer([aSite({ widgets: [] })]));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Добавьте виджет: он покажет ваши товары на сайте площадки.',
    );
    await user.click(screen.getByRole('button', { name: 'Создать виджет' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('shows the fallback crumb while the site is unknown', async () => {
    renderApp('/sites/9', { signedIn: true, api: fakeSitesServer([]) });

    const crumbs = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByText('Название площадки')).toBeVisible();
  });

  it('shows «Подтверждена» for a confirmed domain, which tells what the confirmation means', async () => {
    const confirmed = aSite({ domains: [aDomain({ is_confirmed: true })] });
    const { user } = await openSite(fakeSitesServer([confirmed]));

    expect(screen.queryByRole('button', { name: 'Подтвердите площадку' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подтверждена' }));
    const dialog = await screen.findByRole('dialog', { name: 'Площадка подтверждена' });
    expect(dialog).toHaveTextContent('Домен магазин.рф подтверждён');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await dialogGone();
  });

  it('walks the four ownership steps, sends the page link and shows the site confirmed', async () => {
    const { api, user } = await openSite();
    await user.click(screen.getByRole('button', { name: 'Подтвердите площадку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение площадки' });
    const comment = '<!-- vitrina-verification: a1b2c3 -->';
    expect(within(dialog).getByLabelText('Код')).toHaveTextContent(comment);
    await user.click(within(dialog).getByRole('button', { name: 'Скопировать' }));
    expect(await navigator.clipboard.readText()).toBe(comment);
    expect(await screen.findByText(messages.widget.codeCopied)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(dialog).toHaveTextContent('Вставьте код в HTML любой страницы сайта магазин.рф');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(await within(dialog).findByText(messages.verification.linkInvalid)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Ссылка на страницу/), 'https://магазин.рф/');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(dialog).toHaveTextContent('Мы откроем страницу https://магазин.рф/');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText(messages.domain.verified)).toBeVisible();
    await dialogGone();
    expect(bodyOf(api.callsTo('POST v1/platform/domain/21/verify/')[0])).toEqual({
      link: 'https://магазин.рф/',
    });
    expect(await screen.findByRole('button', { name: 'Подтверждена' })).toBeVisible();
  });

  it.each([
    ['https://example.ru/', messages.verification.hostMismatch],
    ['https://blog.магазин.рф/', messages.verification.hostMismatch],
    ['ftp://магазин.рф/', messages.verification.schemeNotAllowed],
  ])('refuses %s at step 3, where it is typed, in the server’s words', async (link, text) => {
    const { api, user } = await openSite();
    const dialog = await walkToConfirmation(user, link);

    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(within(dialog).getByLabelText(/Ссылка на страницу/)).toHaveValue(link);
    expect(within(dialog).queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    const field = within(dialog).getByLabelText(/Ссылка на страницу/);
    await user.clear(field);
    await user.type(field, 'https://www.магазин.рф/about');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(dialog).toHaveTextContent('Мы откроем страницу https://www.магазин.рф/about');
    expect(api.callsTo('POST v1/platform/domain/21/verify/')).toEqual([]);
  });

  it.each([
    [{ detail: messages.verification.codeNotFound }, messages.verification.codeNotFound],
    [undefined, messages.domain.verifyFailed],
  ])('says why the check failed (%o) and keeps the dialog open', async (answer, text) => {
    const api = fakeSitesServer([shopWithWidget()], {
      'POST v1/platform/domain/:id/verify/': () => reply(400, answer),
    });
    const { user } = await openSite(api);
    const dialog = await walkToConfirmation(user, 'https://магазин.рф/about');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Подтверждение площадки' })).toBeVisible();
  });

  it('adds a widget of type SHOWCASE to the site', async () => {
    const { api, user } = await openSite();
    await user.click(screen.getByRole('button', { name: 'Добавить виджет' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить виджет' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(messages.widget.titleRequired)).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Название/), 'Витрина шляп');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('listitem', { name: 'Витрина шляп' })).toBeVisible();
    expect(bodyOf(api.callsTo('POST v1/platform/widget/')[0])).toEqual({
      title: 'Витрина шляп',
      description: '',
      type_widget: 'SHOWCASE',
      site_id: 1,
    });
  });

  it('edits a widget, refusing an empty title with the edit message', async () => {
    const { api, user } = await openSite();
    await openWidgetDialog(user, 'Редактировать');
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать виджет' });
    const title = within(dialog).getByLabelText(/Название/);
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(messages.widget.editTitleRequired)).toBeVisible();

    await user.type(title, 'Витрина кед');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('listitem', { name: 'Витрина кед' })).toBeVisible();
    expect(bodyOf(api.callsTo('PATCH v1/platform/widget/31/')[0])).toEqual({
      title: 'Витрина кед',
      description: 'На главной',
    });
  });

  it.each([
    [400, { detail: 'Виджет с таким названием уже есть' }, 'Виджет с таким названием уже есть'],
    [422, undefined, messages.widget.invalidInput],
    [500, { detail: 'ignored' }, messages.widget.saveFailed],
  ])('explains a widget save refused with %i', async (status, answer, text) => {
    const api = fakeSitesServer([shopWithWidget()], {
      'PATCH v1/platform/widget/:id/': () => reply(status, answer),
    });
    const { user } = await openSite(api);
    await openWidgetDialog(user, 'Редактировать');
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать виджет' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(text)).toBeVisible();
  });

  it('deletes a widget after the confirmation popup', async () => {
    const { api, user } = await openSite();
    await openWidgetDialog(user, 'Удалить');
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(within(popup).getByText('Виджет «Витрина обуви»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Витрина обуви' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE v1/platform/widget/31/')).toHaveLength(1);
    expect(await screen.findByText('Виджет удалён')).toBeVisible();
  });

  it('lets a manager of orders look at the widgets but not add, confirm, edit or delete', async () => {
    const api = fakeSitesServer([shopWithWidget()], memberRoutes('ORDER_MANAGER'));
    const { user } = await openSite(api);

    await expectRefusedControl(user, screen.getByRole('button', { name: 'Добавить виджет' }));
    await expectRefusedControl(user, screen.getByRole('button', { name: 'Подтвердите площадку' }));
    await expectRefusedActions(user, 'Действия с виджетом «Витрина обуви»', [
      'Редактировать',
      'Удалить',
    ]);
  });
});
