import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api, GrammyError } from 'grammy';
import type { Update } from 'grammy/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBotApiServer, type BotApiServer } from './bot-api-server';

/** grammY types its signals with its abort-controller polyfill's class; Node's work the same. */
const grammySignal = (signal: AbortSignal) =>
  signal as unknown as NonNullable<Parameters<Api['getUpdates']>[1]>;

interface Hook {
  url: string;
  /** Each request: its secret token header and update. */
  received: { secret: string | undefined; update: Update }[];
  /** The statuses to answer, in turn; 200 once they run out. */
  statuses: number[];
  nextUpdate(): Promise<Update>;
  close(): Promise<void>;
}

/** A webhook receiver on loopback. */
async function startHook(): Promise<Hook> {
  const received: Hook['received'] = [];
  const statuses: number[] = [];
  const waiting: ((update: Update) => void)[] = [];
  const server = http.createServer(async (request, response) => {
    const body = Buffer.concat(await request.toArray()).toString();
    const status = statuses.shift() ?? 200;
    const update = JSON.parse(body) as Update;
    received.push({ secret: request.headers['x-telegram-bot-api-secret-token'] as string, update });
    response.writeHead(status).end();
    if (status === 200) waiting.shift()?.(update);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    statuses,
    nextUpdate: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function refusal(call: Promise<unknown>): Promise<GrammyError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GrammyError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('the local Bot API server', () => {
  let server: BotApiServer;
  let api: Api;

  beforeEach(async () => {
    server = await startBotApiServer();
    api = new Api(server.token, { apiRoot: server.apiRoot });
  });

  afterEach(async () => {
    await server.close();
  });

  describe('calls', () => {
    const methodUrl = () => `${server.apiRoot}/bot${server.token}/getChat`;

    it('answers getMe with the bot', async () => {
      expect(await api.getMe()).toMatchObject({
        is_bot: true,
        username: 'vitrina_test_bot',
        id: server.bot.id,
      });
    });

    it.each([
      [
        'JSON',
        (chatId: number) => ({
          body: JSON.stringify({ chat_id: chatId }),
          type: 'application/json',
        }),
      ],
      ['a form', (chatId: number) => ({ body: new URLSearchParams({ chat_id: String(chatId) }) })],
      [
        'multipart',
        (chatId: number) => {
          const form = new FormData();
          form.set('chat_id', String(chatId));
          return { body: form };
        },
      ],
    ])('reads parameters sent as %s', async (_encoding, encode) => {
      const chat = server.privateChat({ first_name: 'Ирина' });
      const { body, type } = encode(chat.id) as { body: BodyInit; type?: string };

      const response = await fetch(methodUrl(), {
        method: 'POST',
        body,
        headers: type ? { 'content-type': type } : {},
      });

      expect(await response.json()).toMatchObject({
        ok: true,
        result: { id: chat.id, type: 'private', first_name: 'Ирина' },
      });
    });

    it('reads parameters from the query string', async () => {
      const chat = server.privateChat();

      const response = await fetch(`${methodUrl()}?chat_id=${chat.id}`);

      expect(await response.json()).toMatchObject({ ok: true, result: { id: chat.id } });
    });

    it('refuses a wrong token with 401 and an unknown method with 404', async () => {
      const wrongToken = await fetch(`${server.apiRoot}/bot1:wrong/getMe`);
      const unknown = await fetch(`${server.apiRoot}/bot${server.token}/getNothing`);

      expect([wrongToken.status, await wrongToken.json()]).toEqual([
        401,
        { ok: false, error_code: 401, description: 'Unauthorized' },
      ]);
      expect([unknown.status, await unknown.json()]).toEqual([
        404,
        { ok: false, error_code: 404, description: 'Not Found' },
      ]);
    });

    it('records each call with its parameters and answer, for nextCall to read', async () => {
      await api.setMyCommands([{ command: 'start', description: 'Получить ключи' }]);

      const call = await server.nextCall('setMyCommands');

      expect(call).toEqual({
        method: 'setMyCommands',
        params: { commands: [{ command: 'start', description: 'Получить ключи' }] },
        answer: { ok: true, result: true },
      });
      expect(server.commands()).toEqual([{ command: 'start', description: 'Получить ключи' }]);
    });

    it('refuses the next call of a method as told, once, with its status and parameters', async () => {
      server.failNext('getMe', {
        error_code: 429,
        description: 'Too Many Requests: retry after 7',
        parameters: { retry_after: 7 },
      });

      const error = await refusal(api.getMe());

      expect(error).toMatchObject({ error_code: 429, parameters: { retry_after: 7 } });
      expect(server.calls.at(-1)?.answer).toMatchObject({ ok: false, error_code: 429 });
      await expect(api.getMe()).resolves.toMatchObject({ id: server.bot.id });
    });

    it('drops the connection of the next call when told', async () => {
      server.dropNext('getMe');

      await expect(api.getMe()).rejects.toThrow("Network request for 'getMe' failed!");
      expect(server.calls.at(-1)).toMatchObject({ method: 'getMe', answer: undefined });
    });
  });

  describe('getUpdates', () => {
    it('waits for an update and answers as soon as one arrives', async () => {
      const chat = server.privateChat();
      const polling = api.getUpdates({ timeout: 30 });
      await server.whenPolling();

      const message = chat.send('Здравствуйте');

      const [update] = await polling;
      expect(update?.message).toEqual(message);
      expect(message).toMatchObject({
        text: 'Здравствуйте',
        chat: { id: chat.id, type: 'private' },
      });
    });

    it('gives updates again until an offset confirms them', async () => {
      const chat = server.privateChat();
      chat.send('первое');
      chat.send('второе');

      const [first, second] = await api.getUpdates();
      expect(await api.getUpdates()).toHaveLength(2);
      const rest = await api.getUpdates({ offset: (first?.update_id ?? 0) + 1 });

      expect(rest).toEqual([second]);
      expect(server.pendingUpdates).toEqual([second]);
    });

    it('keeps the last updates for a negative offset, and gives at most limit', async () => {
      const chat = server.privateChat();
      for (const text of ['1', '2', '3']) chat.send(text);

      const last = await api.getUpdates({ offset: -2 });
      const one = await api.getUpdates({ limit: 1 });

      expect(last.map((update) => update.message?.text)).toEqual(['2', '3']);
      expect(one.map((update) => update.message?.text)).toEqual(['2']);
    });

    it('keeps an update given to a caller that left before the answer', async () => {
      const chat = server.privateChat();
      const leave = new AbortController();
      const polling = api.getUpdates({ timeout: 30 }, grammySignal(leave.signal));
      await server.whenPolling();

      leave.abort();
      await expect(polling).rejects.toThrow();
      chat.send('не потеряется');

      expect((await api.getUpdates()).map((update) => update.message?.text)).toEqual([
        'не потеряется',
      ]);
    });

    it('ends a waiting call with 409 when a newer one comes, as Telegram does', async () => {
      const older = api.getUpdates({ timeout: 30 });
      await server.whenPolling();

      await api.getUpdates();

      expect(await refusal(older)).toMatchObject({
        error_code: 409,
        description:
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
      });
    });

    it('receives only the allowed update types from the call that names them on', async () => {
      const chat = server.privateChat();
      chat.send('до');
      await api.getUpdates({ allowed_updates: ['my_chat_member'] });

      chat.send('после');
      chat.block();

      const updates = await api.getUpdates();
      expect(updates.map((update) => Object.keys(update)[1])).toEqual([
        'message',
        'my_chat_member',
      ]);
      expect(updates[0]?.message?.text).toBe('до');
    });
  });

  describe('messages from the bot', () => {
    it('may not write to a person who has not written first', async () => {
      const chat = server.privateChat();

      expect(await refusal(api.sendMessage(chat.id, 'Привет'))).toMatchObject({
        error_code: 403,
        description: "Forbidden: bot can't initiate conversation with a user",
      });
    });

    it('keeps what it sent, for nextMessage to read in order', async () => {
      const chat = server.privateChat();
      chat.start();

      const sent = await api.sendMessage(chat.id, 'Первое');
      await api.sendMessage(chat.id, 'Второе');

      expect(await chat.nextMessage()).toEqual(sent);
      expect((await chat.nextMessage()).text).toBe('Второе');
      expect(chat.messages.map((message) => message.text)).toEqual(['Первое', 'Второе']);
      expect(sent).toMatchObject({ from: { id: server.bot.id }, chat: { id: chat.id } });
    });

    it('reads HTML into text and entities, and refuses what Telegram refuses', async () => {
      const chat = server.privateChat();
      chat.start();

      const sent = await api.sendMessage(
        chat.id,
        '<b>Заказ</b> от &lt;Анны&gt; <a href="https://a.ru/?x=1&amp;y=2">ссылка</a>',
        {
          parse_mode: 'HTML',
        },
      );
      const unsupported = await refusal(
        api.sendMessage(chat.id, 'a <br> b', { parse_mode: 'HTML' }),
      );
      const stray = await refusal(api.sendMessage(chat.id, '1 < 2', { parse_mode: 'HTML' }));
      const unclosed = await refusal(api.sendMessage(chat.id, '<b>жирный', { parse_mode: 'HTML' }));

      expect(sent.text).toBe('Заказ от <Анны> ссылка');
      expect(sent.entities).toEqual([
        { type: 'bold', offset: 0, length: 5 },
        { type: 'text_link', offset: 16, length: 6, url: 'https://a.ru/?x=1&y=2' },
      ]);
      expect(unsupported.description).toBe(
        `Bad Request: can't parse entities: Unsupported start tag "br" at byte offset 2`,
      );
      expect(stray.description).toMatch(
        /^Bad Request: can't parse entities: Unsupported start tag/,
      );
      expect(unclosed.description).toBe(
        `Bad Request: can't parse entities: Can't find end tag corresponding to start tag "b"`,
      );
    });

    it('refuses an unknown chat, an empty text and a text over 4096 characters', async () => {
      const chat = server.privateChat();
      chat.start();

      const unknown = await refusal(api.sendMessage(123456789, 'Привет'));
      const empty = await refusal(api.sendMessage(chat.id, ' '));
      const long = await refusal(api.sendMessage(chat.id, 'я'.repeat(4097)));

      expect(
        [unknown, empty, long].map(({ error_code, description }) => [error_code, description]),
      ).toEqual([
        [400, 'Bad Request: chat not found'],
        [400, 'Bad Request: message text is empty'],
        [400, 'Bad Request: message is too long'],
      ]);
    });

    it('edits a message, and refuses an edit that changes nothing', async () => {
      const chat = server.privateChat();
      chat.start();
      const sent = await api.sendMessage(chat.id, 'Новый заказ');

      const edited = await api.editMessageText(chat.id, sent.message_id, 'Заказ принят');
      const same = await refusal(api.editMessageText(chat.id, sent.message_id, 'Заказ принят'));
      const missing = await refusal(api.editMessageText(chat.id, 999, 'Текст'));

      expect(await chat.nextEdit()).toEqual(edited);
      expect(chat.messages.map((message) => message.text)).toEqual(['Заказ принят']);
      expect(same.description).toMatch(/^Bad Request: message is not modified/);
      expect(missing.description).toBe('Bad Request: message to edit not found');
    });

    it('takes the buttons away with an edit whose keyboard has none', async () => {
      const chat = server.privateChat();
      chat.start();
      const sent = await api.sendMessage(chat.id, 'Новый заказ', {
        reply_markup: { inline_keyboard: [[{ text: 'Принять', callback_data: 'accept:17' }]] },
      });

      const edited = await api.editMessageText(chat.id, sent.message_id, 'Заказ принят', {
        reply_markup: { inline_keyboard: [] },
      });

      expect(edited).not.toHaveProperty('reply_markup');
    });
  });

  describe('a person in a private chat', () => {
    it('sends /start with its payload and a command entity, as a start link does', async () => {
      const chat = server.privateChat({ username: 'anna_shop' });

      chat.start();
      chat.start('connect-42');

      const [bare, linked] = await api.getUpdates();
      expect(bare?.message).toMatchObject({
        text: '/start',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        from: { id: chat.user.id, is_bot: false, username: 'anna_shop' },
      });
      expect(linked?.message?.text).toBe('/start connect-42');
    });

    it('blocks the bot: my_chat_member "kicked", then 403; unblocking lets it write again', async () => {
      const chat = server.privateChat();
      chat.start();

      chat.block();
      const blocked = await refusal(api.sendMessage(chat.id, 'Вы здесь?'));
      chat.unblock();
      const sent = await api.sendMessage(chat.id, 'Снова на связи');

      const changes = (await api.getUpdates()).flatMap((update) => update.my_chat_member ?? []);
      expect(
        changes.map((change) => [change.old_chat_member.status, change.new_chat_member.status]),
      ).toEqual([
        ['member', 'kicked'],
        ['kicked', 'member'],
      ]);
      expect(changes[0]).toMatchObject({
        chat: { id: chat.id },
        new_chat_member: { user: { id: server.bot.id } },
      });
      expect(blocked).toMatchObject({
        error_code: 403,
        description: 'Forbidden: bot was blocked by the user',
      });
      expect(sent.text).toBe('Снова на связи');
    });

    it('presses a button under the bot message and gets the bot answer', async () => {
      const chat = server.privateChat();
      chat.start();
      await api.getUpdates({ offset: -1 });
      const sent = await api.sendMessage(chat.id, 'Новый заказ', {
        reply_markup: { inline_keyboard: [[{ text: 'Принять', callback_data: 'accept:17' }]] },
      });

      const answered = chat.press(sent, 'Принять');
      const [update] = await api.getUpdates({
        offset: (server.pendingUpdates[0]?.update_id ?? 0) + 1,
      });
      const query = update?.callback_query;
      await api.answerCallbackQuery(query?.id ?? '', { text: 'Принято' });

      expect(query).toMatchObject({ data: 'accept:17', from: { id: chat.user.id }, message: sent });
      expect(await answered).toEqual({ text: 'Принято', show_alert: false });
      expect(await refusal(api.answerCallbackQuery(query?.id ?? ''))).toMatchObject({
        description:
          'Bad Request: query is too old and response timeout expired or query ID is invalid',
      });
      expect(() => chat.press(sent, 'Отклонить')).toThrow('has no callback button "Отклонить"');
    });

    it('sends callback data of its own choosing under the bot message, as a modified client can', async () => {
      const chat = server.privateChat();
      chat.start();
      await api.getUpdates({ offset: -1 });
      const sent = await api.sendMessage(chat.id, 'Новый заказ', {
        reply_markup: { inline_keyboard: [[{ text: 'Принять', callback_data: 'accept:17' }]] },
      });

      const answered = chat.pressForged(sent, 'accept:18');
      const [update] = await api.getUpdates({
        offset: (server.pendingUpdates[0]?.update_id ?? 0) + 1,
      });
      await api.answerCallbackQuery(update?.callback_query?.id ?? '', { text: 'Нет' });

      expect(update?.callback_query).toMatchObject({ data: 'accept:18', message: sent });
      expect(await answered).toEqual({ text: 'Нет', show_alert: false });
    });
  });

  describe('a group', () => {
    it('is closed to the bot until it is added', async () => {
      const group = server.group('Заказы');

      group.command('start');

      expect(server.pendingUpdates).toEqual([]);
      expect(await refusal(api.sendMessage(group.id, 'Привет'))).toMatchObject({
        error_code: 403,
        description: 'Forbidden: bot is not a member of the group chat',
      });
    });

    it('adds the bot: my_chat_member, the service message, then commands meant for the bot', async () => {
      const group = server.group('Заказы');

      group.addBot();
      group.send('просто разговор');
      group.send('/start@other_bot');
      group.command('start', 'key');

      const [added, joined, command, ...rest] = await api.getUpdates();
      expect(added?.my_chat_member).toMatchObject({
        chat: { id: group.id, type: 'group', title: 'Заказы' },
        from: { id: group.admin.id },
        old_chat_member: { status: 'left' },
        new_chat_member: { status: 'member', user: { id: server.bot.id } },
      });
      expect(joined?.message?.new_chat_members).toEqual([server.bot]);
      expect(command?.message).toMatchObject({
        text: '/start@vitrina_test_bot key',
        entities: [{ type: 'bot_command', offset: 0, length: 23 }],
      });
      expect(rest).toEqual([]);
      expect((await api.sendMessage(group.id, 'Ключи')).chat.id).toBe(group.id);
    });

    it.each([
      ['group', 'Forbidden: bot was kicked from the group chat'],
      ['supergroup', 'Forbidden: bot was kicked from the supergroup chat'],
    ] as const)(
      'removes the bot from a %s: my_chat_member "kicked", then 403',
      async (type, description) => {
        const group = server.group('Заказы', type);
        group.addBot();

        group.removeBot();

        const updates = await api.getUpdates();
        expect(updates.at(-1)?.my_chat_member?.new_chat_member.status).toBe('kicked');
        expect(await refusal(api.sendMessage(group.id, 'Привет'))).toMatchObject({
          error_code: 403,
          description,
        });
      },
    );

    it('lets a group add the bot again after removing it', async () => {
      const group = server.group('Заказы');
      group.addBot();
      group.removeBot();

      group.addBot();

      const statuses = (await api.getUpdates()).flatMap(
        (update) => update.my_chat_member?.new_chat_member.status ?? [],
      );
      expect(statuses).toEqual(['member', 'kicked', 'member']);
      expect((await api.sendMessage(group.id, 'Снова здесь')).text).toBe('Снова здесь');
    });
  });

  describe('a webhook', () => {
    let hook: Hook;

    beforeEach(async () => {
      hook = await startHook();
    });

    afterEach(async () => {
      await hook.close();
    });

    it('receives the updates, with the secret token header, and confirms them by its 2xx', async () => {
      const chat = server.privateChat();
      chat.send('до webhook');
      await api.setWebhook(hook.url, { secret_token: 'a-secret_1' });

      const first = await hook.nextUpdate();
      chat.send('после');
      const second = await hook.nextUpdate();
      await server.nextDelivery();
      await server.nextDelivery();

      expect([first.message?.text, second.message?.text]).toEqual(['до webhook', 'после']);
      expect(hook.received.map((each) => each.secret)).toEqual(['a-secret_1', 'a-secret_1']);
      expect(server.webhookInfo()).toMatchObject({ url: hook.url, pending_update_count: 0 });
    });

    it('tries a failed delivery again, saying why in getWebhookInfo', async () => {
      const chat = server.privateChat();
      hook.statuses.push(500, 401);
      await api.setWebhook(hook.url);

      chat.send('дойдёт');
      const attempts = [
        await server.nextDelivery(),
        await server.nextDelivery(),
        await server.nextDelivery(),
      ];

      expect(attempts.map(({ failure }) => failure)).toEqual([
        'Wrong response from the webhook: 500 Internal Server Error',
        'Wrong response from the webhook: 401 Unauthorized',
        undefined,
      ]);
      expect(hook.received.map(({ update }) => update.message?.text)).toEqual([
        'дойдёт',
        'дойдёт',
        'дойдёт',
      ]);
      expect(await api.getWebhookInfo()).toMatchObject({
        last_error_message: 'Wrong response from the webhook: 401 Unauthorized',
        pending_update_count: 0,
      });
    });

    it('refuses getUpdates while it is set, and gives the updates to getUpdates once deleted', async () => {
      hook.statuses.push(500, 500, 500, 500, 500, 500);
      await api.setWebhook(hook.url);
      server.privateChat().send('ждёт');

      const conflict = await refusal(api.getUpdates());
      await api.deleteWebhook();

      expect(conflict.description).toBe(
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
      expect((await api.getUpdates()).map((update) => update.message?.text)).toEqual(['ждёт']);
    });

    it('refuses a secret token Telegram would refuse', async () => {
      const error = await refusal(api.setWebhook(hook.url, { secret_token: 'not allowed!' }));

      expect(error.description).toBe('Bad Request: secret token contains unallowed characters');
    });
  });

  it('ends a waiting getUpdates when it closes', async () => {
    const polling = api.getUpdates({ timeout: 30 });
    await server.whenPolling();

    await server.close();

    await expect(polling).resolves.toEqual([]);
  });
});
