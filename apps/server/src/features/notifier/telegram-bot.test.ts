import type { Contact } from '@vitrina/contracts/notifier';
import { eq } from 'drizzle-orm';
import type { Message } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import type { GroupChat, PrivateChat } from '@vitrina/bot-api-stand-in';
import { eventually } from '../../testing/letters';
import { callNotifier, listContacts, notifierRowCounts } from '../../testing/notifier-contacts';
import { keysIn, telegramTestApp, type TelegramTestApp } from '../../testing/telegram-app';

/** The bot's commands, the chats' comings and goings, and Telegram's refusals of a delivery. */
describe('the provider’s bot', () => {
  let telegram: TelegramTestApp;
  let anna: Account;
  let boris: Account;

  beforeAll(async () => {
    telegram = await telegramTestApp();
    anna = await registerAccount(telegram.testApp.app);
    boris = await registerAccount(telegram.testApp.app);
  });

  afterAll(async () => {
    await telegram.close();
  });

  const connect = (account: Account, apiKey: string, title = 'Заказы в Telegram') =>
    callNotifier(telegram.testApp.app, account, 'POST', 'telegram/', { title, api_key: apiKey });

  /** The keys of the bot's next message to the chat. */
  async function nextKeys(chat: PrivateChat | GroupChat) {
    return keysIn(await chat.nextMessage());
  }

  /** A private chat connected to Anna's services; the bot's confirmation already read. */
  async function connectedChat(): Promise<{
    chat: PrivateChat;
    contact: Contact;
    secretKey: string;
  }> {
    const chat = telegram.server.privateChat();
    chat.start();
    const { apiKey, secretKey } = await nextKeys(chat);
    const contact: Contact = (await connect(anna, apiKey)).json().data;
    await chat.nextMessage();
    return { chat, contact, secretKey };
  }

  /** Anna's contact, once `done` says it has come far enough. */
  const contactWhen = (id: number, done: (contact: Contact) => boolean) =>
    eventually(async () => {
      const contact = (await listContacts(telegram.testApp.app, anna)).find(
        (each) => each.id === id,
      );
      return contact && done(contact) ? contact : undefined;
    }, `contact ${id}`);

  const sendTest = (contact: Contact) =>
    callNotifier(telegram.testApp.app, anna, 'POST', `contact/${contact.id}/test/`);

  describe('keys', () => {
    it('answers a t.me link’s /start <payload> with keys too', async () => {
      const chat = telegram.server.privateChat();

      chat.start('vitrina');

      expect((await connect(anna, (await nextKeys(chat)).apiKey)).statusCode).toBe(200);
    });

    it('gives a fresh pair on each /start, and the unclaimed older one stops working', async () => {
      const chat = telegram.server.privateChat();
      chat.start();
      const older = await nextKeys(chat);
      chat.start();
      const newer = await nextKeys(chat);

      const refused = await connect(anna, older.apiKey);
      const accepted = await connect(anna, newer.apiKey);

      expect(newer.apiKey).not.toBe(older.apiKey);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail: 'Ключ не найден. Отправьте боту /start и скопируйте новый ключ.',
      });
      expect(accepted.statusCode).toBe(200);
    });

    it('binds a key once, and a chat once per merchant', async () => {
      const chat = telegram.server.privateChat();
      chat.start();
      const first = await nextKeys(chat);
      await connect(anna, first.apiKey);
      await chat.nextMessage();
      chat.start();
      const second = await nextKeys(chat);
      const before = await notifierRowCounts(telegram.testApp.database.db);

      const claimed = await connect(boris, first.apiKey);
      const again = await connect(anna, second.apiKey);

      expect(claimed.statusCode).toBe(400);
      expect(claimed.json()).toEqual({
        detail: 'Этот ключ уже использован. Отправьте боту /start, чтобы получить новый.',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'Этот чат Telegram уже подключён к вашим сервисам' });
      expect(await notifierRowCounts(telegram.testApp.database.db)).toEqual(before);
      expect((await connect(boris, second.apiKey)).json().data).toMatchObject({ is_active: true });
    });

    it.each([
      [
        'an unknown key',
        { api_key: 'a'.repeat(43) },
        400,
        'Ключ не найден. Отправьте боту /start и скопируйте новый ключ.',
      ],
      [
        'a key under 30 characters',
        { api_key: 'a'.repeat(29) },
        422,
        'Введите корректный API ключ.',
      ],
      [
        'a key with other characters',
        { api_key: `${'a'.repeat(40)}+/=` },
        422,
        'Введите корректный API ключ.',
      ],
      ['no key', { api_key: undefined }, 422, 'Введите корректный API ключ.'],
      ['a short title', { title: ' ab ' }, 422, 'Название должно содержать минимум 3 символа.'],
    ])('refuses %s and writes nothing', async (_case, fields, status, detail) => {
      const before = await notifierRowCounts(telegram.testApp.database.db);

      const response = await callNotifier(telegram.testApp.app, anna, 'POST', 'telegram/', {
        title: 'Заказы в Telegram',
        api_key: 'a'.repeat(43),
        ...fields,
      });

      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toBe(detail);
      expect(await notifierRowCounts(telegram.testApp.database.db)).toEqual(before);
    });
  });

  describe('in a group', () => {
    it('gives keys to the admin who adds the bot, and on /start@bot', async () => {
      const group = telegram.server.group();

      group.addBot();
      const added = await nextKeys(group);
      group.command('start');
      const asked = await nextKeys(group);

      expect(asked.apiKey).not.toBe(added.apiKey);
      expect((await connect(anna, added.apiKey)).statusCode).toBe(400);
      expect((await connect(anna, asked.apiKey)).json().data).toMatchObject({ is_active: true });
    });

    it('gives no keys to a member who is not an admin', async () => {
      const group = telegram.server.group();
      const member = group.newMember({ first_name: 'Пётр' });

      group.addBot(member);
      group.command('start', undefined, member);
      const refusal = await group.nextMessage();

      expect(refusal.text).toBe(
        'Ключами и подключёнными магазинами этого чата управляют только администраторы группы.',
      );
      expect(group.messages).toEqual([refusal]);
    });

    it('makes the chat’s contacts inactive when the bot is removed, and active when it is back', async () => {
      const group = telegram.server.group();
      group.addBot();
      const { id } = (await connect(anna, (await nextKeys(group)).apiKey)).json().data;
      await group.nextMessage();

      group.removeBot();
      const removed = await contactWhen(id, (contact) => !contact.is_active);
      group.addBot();
      await nextKeys(group);

      expect(removed.is_active).toBe(false);
      expect((await contactWhen(id, (contact) => contact.is_active)).is_active).toBe(true);
    });
  });

  describe('a chat the bot may not write to', () => {
    it('makes the contact inactive when the person blocks the bot, and active when they unblock it', async () => {
      const { chat, contact } = await connectedChat();

      chat.block();
      const blocked = await contactWhen(contact.id, (each) => !each.is_active);
      chat.unblock();
      const unblocked = await contactWhen(contact.id, (each) => each.is_active);

      expect(blocked.is_active).toBe(false);
      expect(unblocked.is_active).toBe(true);
    });

    it('fails a message Telegram refuses with 403, for good, and makes the contact inactive', async () => {
      const { chat, contact } = await connectedChat();
      telegram.server.failNext('sendMessage', {
        error_code: 403,
        description: 'Forbidden: bot was blocked by the user',
      });

      await sendTest(contact);
      const failed = await contactWhen(
        contact.id,
        (each) => each.last_delivery?.status === 'FAILED',
      );
      chat.block();
      chat.unblock();

      expect(failed).toMatchObject({
        is_active: false,
        last_delivery: {
          status: 'FAILED',
          error: 'Бот не может писать в этот чат: его заблокировали или удалили из группы',
        },
      });
      expect((await contactWhen(contact.id, (each) => each.is_active)).is_active).toBe(true);
      expect(chat.messages).toHaveLength(2);
    });

    it('tries again after a 429 no sooner than its retry_after, and delivers once', async () => {
      const { chat, contact } = await connectedChat();
      telegram.server.failNext('sendMessage', {
        error_code: 429,
        description: 'Too Many Requests: retry after 30',
        parameters: { retry_after: 30 },
      });

      await sendTest(contact);
      const waiting = await contactWhen(contact.id, (each) => each.last_delivery?.error != null);
      const [row] = await telegram.testApp.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipientId, contact.id))
        .orderBy(outboxMessages.id);
      telegram.clock.advanceSeconds(30);
      const message = await chat.nextMessage();

      expect(waiting.last_delivery).toMatchObject({
        status: 'PENDING',
        error: expect.stringMatching(/^Telegram недоступен, отправим ещё раз/),
      });
      expect(row!.dueAt.getTime() - row!.updatedAt.getTime()).toBeGreaterThanOrEqual(30_000);
      expect(message.text).toMatch(/^Тестовое сообщение от Vitrina/);
      await contactWhen(contact.id, (each) => each.last_delivery?.status === 'DELIVERED');
      expect(
        chat.messages.filter((each: Message) => each.text?.startsWith('Тестовое')),
      ).toHaveLength(1);
    });
  });

  describe('the Secret key', () => {
    it('lists the shops connected to the chat with /shops <Secret key>', async () => {
      const { chat, secretKey } = await connectedChat();

      chat.send(`/shops ${secretKey}`);
      const shops = await chat.nextMessage();
      chat.send('/shops');
      const noKey = await chat.nextMessage();
      chat.send(`/shops ${'x'.repeat(43)}`);
      const wrongKey = await chat.nextMessage();

      expect(shops.text).toMatch(
        /^Магазины, подключённые к этому чату:\n• «Мой магазин» — Заказы в Telegram \(API key …[A-Za-z0-9_-]{4}\)$/,
      );
      expect(noKey.text).toBe('Отправьте команду вместе с Secret key: /shops Secret key');
      expect(wrongKey.text).toBe('Этот Secret key не подходит к этому чату.');
    });

    it('tells when no shop is connected to the chat yet', async () => {
      const chat = telegram.server.privateChat();
      chat.start();
      const { secretKey } = await nextKeys(chat);

      chat.send(`/shops ${secretKey}`);

      expect((await chat.nextMessage()).text).toBe('К этому чату не подключён ни один магазин.');
    });

    it('is refused in another chat', async () => {
      const { secretKey } = await connectedChat();
      const other = telegram.server.privateChat();

      other.send(`/disconnect ${secretKey}`);

      expect((await other.nextMessage()).text).toBe('Этот Secret key не подходит к этому чату.');
    });

    it('disconnects every shop of the chat with /disconnect <Secret key>, and retires its keys', async () => {
      const { chat, contact, secretKey } = await connectedChat();
      chat.start();
      const unclaimed = await nextKeys(chat);
      const borisContact = (await connect(boris, unclaimed.apiKey)).json().data;
      await chat.nextMessage();

      chat.send(`/disconnect ${secretKey}`);
      const answer = await chat.nextMessage();

      expect(answer.text).toBe(
        'От этого чата отключены 2 магазина. Ключи чата больше не действуют.',
      );
      const annas = await listContacts(telegram.testApp.app, anna);
      const boriss = await listContacts(telegram.testApp.app, boris);
      expect(annas.map((each) => each.id)).not.toContain(contact.id);
      expect(boriss.map((each) => each.id)).not.toContain(borisContact.id);
      chat.send(`/shops ${secretKey}`);
      expect((await chat.nextMessage()).text).toBe('Этот Secret key не подходит к этому чату.');
    });
  });

  it('never writes a key to the logs, even when Telegram refuses the message giving it', async () => {
    const [linesFrom, callsFrom] = [telegram.lines.length, telegram.server.calls.length];
    const { chat, secretKey } = await connectedChat();
    chat.send(`/shops ${secretKey}`);
    await chat.nextMessage();
    const other = telegram.server.privateChat();
    other.send(`/disconnect ${secretKey}`);
    await other.nextMessage();
    telegram.server.failNext('sendMessage', {
      error_code: 400,
      description: 'Bad Request: message is too long',
    });
    chat.start();
    const refusal = await eventually(
      async () => telegram.lines.slice(linesFrom).find((line) => line.msg.includes('not handled')),
      'the refused message logged',
    );
    chat.send(`/disconnect ${secretKey}`);
    await chat.nextMessage();

    const keys = telegram.server.calls
      .slice(callsFrom)
      .filter(
        (call) => call.method === 'sendMessage' && /API key: </.test(String(call.params.text)),
      )
      .map((call) => ({ text: String(call.params.text).replace(/<[^>]+>/g, '') }) as Message)
      .flatMap((message) => Object.values(keysIn(message)));
    const logged = JSON.stringify(telegram.lines.slice(linesFrom));
    // Two pairs: the one given and used, and the one whose message Telegram refused.
    expect(keys).toHaveLength(4);
    expect(refusal.err?.message).toContain('message is too long');
    for (const key of keys) expect(logged).not.toContain(key);
  });
});
