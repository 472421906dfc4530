import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, uniqueEmail, type Account } from '../../testing/accounts';
import { expectOneOf, inRounds } from '../../testing/races';
import { callNotifier, listContacts, requestEmailContact } from '../../testing/notifier-contacts';
import { keysIn, telegramTestApp, type TelegramTestApp } from '../../testing/telegram-app';

const LIMIT = { max: 1000, windowSeconds: 3600 };

/** Calls that race for one key or one address leave one contact, whichever comes first. */
describe('concurrent claims', () => {
  let telegram: TelegramTestApp;
  let anna: Account;
  let boris: Account;

  beforeAll(async () => {
    telegram = await telegramTestApp('long polling', {
      contactLettersPerAddress: LIMIT,
      contactLettersPerAccount: LIMIT,
    });
    anna = await registerAccount(telegram.testApp.app);
    boris = await registerAccount(telegram.testApp.app);
  });

  afterAll(async () => {
    await telegram.close();
  });

  const connect = (account: Account, apiKey: string) =>
    callNotifier(telegram.testApp.app, account, 'POST', 'telegram/', {
      title: 'Заказы в Telegram',
      api_key: apiKey,
    });

  it('binds a key both merchants send at once to one of them', async () => {
    await inRounds(async () => {
      const chat = telegram.server.privateChat();
      chat.start();
      const { apiKey } = keysIn(await chat.nextMessage());

      const answers = await Promise.all([connect(anna, apiKey), connect(boris, apiKey)]);

      const used = 'Этот ключ уже использован. Отправьте боту /start, чтобы получить новый.';
      for (const answer of answers) expectOneOf(answer, { 200: null, 400: used });
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });
  });

  it('makes one contact of one new address asked for twice at once', async () => {
    await inRounds(async () => {
      const email = uniqueEmail('twice');

      const answers = await Promise.all([
        requestEmailContact(telegram.testApp.app, anna, email),
        requestEmailContact(telegram.testApp.app, anna, email),
      ]);

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [first, second] = answers.map((answer) => answer.json().data.id);
      expect(second).toBe(first);
      const contacts = await listContacts(telegram.testApp.app, anna);
      expect(contacts.filter((contact) => contact.email === email)).toHaveLength(1);
    }, 10);
  });
});
