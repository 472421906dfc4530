import { within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import type { Contact } from '@vitrina/contracts/notifier';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { reply } from '../../testing/fake-api';
import { DELIVERY_POLL_INTERVAL_MS } from './hooks/use-contacts';
import {
  aTelegramContact,
  anEmailContact,
  fakeFormServicesServer,
  NOTIFIER,
} from './testing/fake-form-services-server';
import { captureLoggedErrors, openContact, openFormServices } from './testing/open-form-services';

const TELEGRAM_DIALOG = 'Прием данных из форм в Telegram';
const LIST_ROUTE = `GET ${NOTIFIER}/contacts/` as const;
const TEST_ROUTE = `POST ${NOTIFIER}/contact/41/test/` as const;
/** Midday, so the date reads the same in every time zone of the test machine. */
const AT = '2026-03-05T12:07:00.000Z';

async function openDelivery(contacts: Contact[], api = fakeFormServicesServer(contacts)) {
  const { user } = await openFormServices(api);
  const dialog = await openContact(user, contacts[0]!.title, TELEGRAM_DIALOG);
  const section = within(dialog).getByRole('region', { name: 'Последняя отправка' });
  const sendButton = within(section).getByRole('button', { name: 'Отправить тестовое сообщение' });
  return { api, user, section, sendButton };
}

describe('the test message and the last delivery', () => {
  it('shows a delivered message with its time in Russian', async () => {
    const delivered = { at: AT, status: 'DELIVERED', error: null } as const;
    const { section } = await openDelivery([aTelegramContact({ last_delivery: delivered })]);

    expect(section).toHaveTextContent('Доставлено');
    expect(within(section).getByText(/^05\.03\.2026, \d{2}:\d{2}$/)).toHaveAttribute(
      'datetime',
      AT,
    );
  });

  it('shows a failed message with the reason', async () => {
    const failed = { at: AT, status: 'FAILED', error: 'Бот удалён из чата' } as const;
    const { section } = await openDelivery([aTelegramContact({ last_delivery: failed })]);

    expect(section).toHaveTextContent('Не доставлено');
    expect(within(section).getByText('Бот удалён из чата')).toBeVisible();
  });

  it('says when nothing has been sent yet', async () => {
    const { section } = await openDelivery([aTelegramContact()]);

    expect(section).toHaveTextContent('Через этот сервис ещё ничего не отправлялось.');
  });

  it('cannot send through an unconfirmed address, and says why', async () => {
    const { user } = await openFormServices(fakeFormServicesServer([anEmailContact()]));
    const dialog = await openContact(
      user,
      'Почта магазина',
      'Прием данных из форм на электронную почту',
    );

    const sendButton = within(dialog).getByRole('button', { name: 'Отправить тестовое сообщение' });
    expect(sendButton).toBeDisabled();
    expect(dialog).toHaveTextContent(messages.notifier.notConfirmed);
  });

  it('shows the server’s reason when the message is refused', async () => {
    captureLoggedErrors();
    const detail = 'Слишком много тестовых сообщений. Попробуйте позже.';
    const api = fakeFormServicesServer([aTelegramContact()], {
      routes: { [TEST_ROUTE]: () => reply(429, { detail }) },
    });
    const { user, section, sendButton } = await openDelivery([aTelegramContact()], api);
    await user.click(sendButton);

    expect(await within(section).findByRole('alert')).toHaveTextContent(detail);
  });

  it('shows the message pending, asks again while it is, and stops once it settles', async () => {
    // Time runs on its own for the clicks and transitions; the polls are moved on by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const contacts = [aTelegramContact()];
    const { api, user, section, sendButton } = await openDelivery(contacts);
    const listReads = () => api.callsTo(LIST_ROUTE).length;

    await user.click(sendButton);
    expect(await within(section).findByText('Отправляется')).toBeVisible();
    expect(api.callsTo(TEST_ROUTE)).toHaveLength(1);

    const readsWhilePending = listReads();
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(listReads()).toBe(readsWhilePending + 1));
    expect(within(section).getByText('Отправляется')).toBeVisible();

    contacts[0]!.last_delivery = { at: AT, status: 'DELIVERED', error: null };
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_INTERVAL_MS);
    expect(await within(section).findByText('Доставлено')).toBeVisible();

    const readsWhenSettled = listReads();
    await vi.advanceTimersByTimeAsync(DELIVERY_POLL_INTERVAL_MS * 5);
    expect(listReads()).toBe(readsWhenSettled);
  });
});
