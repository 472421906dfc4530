import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply, type FakeHandler } from '../../testing/fake-api';
import { dialogGone } from '../../testing/dialogs';
import {
  anEmailContact,
  fakeFormServicesServer,
  NOTIFIER,
  VERIFY_TOKEN,
} from './testing/fake-form-services-server';
import { captureLoggedErrors, openFormServices } from './testing/open-form-services';

const DIALOG = 'Прием данных из форм на электронную почту';
const VERIFY_ROUTE = `POST ${NOTIFIER}/email/verify/${VERIFY_TOKEN}` as const;

function openLetterLink(verify?: FakeHandler) {
  const api = fakeFormServicesServer([anEmailContact()], {
    routes: verify ? { [VERIFY_ROUTE]: verify } : {},
  });
  return openFormServices(api, { search: `?from=letter&verifyMail=${VERIFY_TOKEN}` }).then(
    (opened) => ({ api, ...opened }),
  );
}

describe('the e-mail service’s confirmation from the letter link', () => {
  it('confirms at once, with an empty body, and says what comes next', async () => {
    const { api } = await openLetterLink();
    const dialog = await screen.findByRole('dialog', { name: DIALOG });

    expect(
      await within(dialog).findByText('Сервис приема данных электронной почты добавлен!'),
    ).toBeVisible();
    expect(dialog).toHaveTextContent(
      'откройте страницу формы, нажмите «Контент», выберите этот сервис и опубликуйте изменения',
    );
    expect(api.callsTo(VERIFY_ROUTE)).toHaveLength(1);
    expect(api.callsTo(VERIFY_ROUTE)[0]!.body).toBe('');
  });

  it('shows a spinner while confirming', async () => {
    let answer: (response: Response) => void = () => undefined;
    await openLetterLink(() => new Promise((resolve) => (answer = resolve)));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });

    expect(within(dialog).getByRole('progressbar', { name: 'Подтверждаем адрес' })).toBeVisible();
    answer(reply(200, { data: anEmailContact({ is_confirmed: true, is_active: true }) }));

    await within(dialog).findByText('Сервис приема данных электронной почты добавлен!');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('removes verifyMail on Понятно, keeping the rest, and shows the confirmed card', async () => {
    const { user, router } = await openLetterLink();
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await within(dialog).findByText('Сервис приема данных электронной почты добавлен!');

    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));

    await dialogGone();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('?from=letter');
    expect(router.state.historyAction).toBe('REPLACE');
    const panel = screen.getByRole('tabpanel', { name: 'Мои сервисы' });
    const card = await within(panel).findByRole('listitem', { name: 'Почта магазина' });
    await waitFor(() => expect(within(card).getByText('Активировано')).toBeVisible());
  });

  it('shows the server’s reason instead of the success when the link is spent', async () => {
    const logged = captureLoggedErrors();
    const detail = messages.notifier.verifyTokenInvalid;
    const { user, router } = await openLetterLink(() => reply(400, { detail }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(dialog).not.toHaveTextContent('Сервис приема данных электронной почты добавлен!');
    expect(logged).toHaveBeenCalledWith('The e-mail service was not confirmed', expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await dialogGone();
    expect(router.state.location.search).toBe('?from=letter');
  });

  it('says the confirmation failed when the server gives no reason', async () => {
    captureLoggedErrors();
    await openLetterLink(() => reply(500));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.profile.emailVerifyFailed,
    );
  });

  it('opens no dialog without the parameter', async () => {
    await openFormServices(fakeFormServicesServer([anEmailContact()]));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
