import type { Contact } from '@vitrina/contracts/notifier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { eventually } from '../../testing/letters';
import { expectNoToken } from '../../testing/telegram';
import { callNotifier, listContacts } from '../../testing/notifier-contacts';
import {
  keysIn,
  telegramTestApp,
  type TelegramMode,
  type TelegramTestApp,
} from '../../testing/telegram-app';

/** A masked key: asterisks, then the key's last 4 characters. */
const masked = (key: string) => `${'*'.repeat(39)}${key.slice(-4)}`;

describe.each<TelegramMode>(['long polling', 'webhook'])(
  'a Telegram chat connected by the bot’s key, by %s',
  (mode) => {
    let telegram: TelegramTestApp;
    let merchant: Account;

    beforeAll(async () => {
      telegram = await telegramTestApp(mode);
      merchant = await registerAccount(telegram.testApp.app);
    });

    afterAll(async () => {
      await telegram.close();
    });

    const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      callNotifier(telegram.testApp.app, merchant, method, path, payload);

    const deliveredTo = (contact: Contact) =>
      eventually(async () => {
        const listed = await listContacts(telegram.testApp.app, merchant);
        const delivery = listed.find((each) => each.id === contact.id)?.last_delivery;
        return delivery?.status === 'DELIVERED' ? delivery : undefined;
      }, `the delivery to contact ${contact.id}`);

    it('names the bot for the console’s link', async () => {
      const response = await call('GET', 'telegram/');

      expect(response.json()).toEqual({
        data: { configured: true, username: 'vitrina_test_bot' },
      });
    });

    it('gives keys on /start, connects the chat by the API key, confirms there, and delivers a test message', async () => {
      const chat = telegram.server.privateChat();

      chat.start();
      const keysMessage = await chat.nextMessage();
      const { apiKey, secretKey } = keysIn(keysMessage);
      const connected = await call('POST', 'telegram/', {
        title: ' Заказы в Telegram ',
        description: 'Чат отдела продаж',
        api_key: apiKey,
      });
      const confirmation = await chat.nextMessage();
      const contact: Contact = connected.json().data;
      await deliveredTo(contact);
      const tested = await call('POST', `contact/${contact.id}/test/`);
      const testMessage = await chat.nextMessage();

      expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(keysMessage.entities).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'code' })]),
      );
      expect(connected.statusCode).toBe(200);
      expect(contact).toEqual({
        id: expect.any(Number),
        title: 'Заказы в Telegram',
        description: 'Чат отдела продаж',
        type: 'TELEGRAM',
        is_active: true,
        is_confirmed: true,
        email: null,
        api_key: masked(apiKey),
        secret_key: masked(secretKey),
        last_delivery: { at: expect.any(String), status: 'PENDING', error: null },
      });
      expect(confirmation.text).toBe(
        'Чат подключён к Vitrina как сервис «Заказы в Telegram».\n\nСюда будут приходить заявки из форм на сайте.',
      );
      expect(tested.json().data.last_delivery.status).toBe('PENDING');
      expect(testMessage.text).toBe(
        'Тестовое сообщение от Vitrina.\n\nСервис «Заказы в Telegram» работает: заявки из форм на сайте будут приходить сюда.',
      );
      expect(await deliveredTo(contact)).toEqual({
        at: expect.any(String),
        status: 'DELIVERED',
        error: null,
      });
      expect(chat.messages).toHaveLength(3);
      const logged = JSON.stringify(telegram.lines);
      expect(logged).not.toContain(apiKey);
      expect(logged).not.toContain(secretKey);
      expectNoToken(telegram.lines, telegram.server.token);
    });
  },
);
