import { messages } from '@vitrina/contracts/messages';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { startBotApiServer, type BotApiServer } from '../../testing/bot-api-server';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callApi } from '../../testing/catalog';
import {
  buttonsOf,
  cardNow,
  orderInChats,
  orderMessagesSettled,
  startedChat,
  type OrderChat,
} from '../../testing/order-cards';
import { expectOneOf, inRounds } from '../../testing/races';
import { telegramSettings } from '../../testing/telegram';
import { ORDER_STATUS_CHANGED } from '../orders/orders.service';

const PRESSER = 'Анна Петрова (@anna_shop)';

/** Every card of an order follows its status, wherever it was changed (decision 32). */
describe('order cards in Telegram follow the status', () => {
  let server: BotApiServer;
  let testApp: TestApp;
  let anna: Account;
  let boris: Account;

  beforeAll(async () => {
    server = await startBotApiServer();
    testApp = await buildTestApp({
      config: {
        telegram: telegramSettings(server),
        delivery: { concurrency: 2, pollIntervalMs: 20 },
      },
    });
    await testApp.app.ready();
    await server.whenPolling();
    anna = await registerAccount(testApp.app);
    boris = await registerAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  const chat = () => startedChat(server);
  const orderTo = (...chats: OrderChat[]) => orderInChats(testApp, anna, ...chats);
  const patch = (id: number, status: string, account = anna) =>
    callApi(testApp.app, account, 'PATCH', `orders/${id}/`, { status });
  const statusChangedMessages = (id: number) =>
    testApp.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${ORDER_STATUS_CHANGED}:${id}:%`));
  const editsIn = (place: OrderChat) =>
    server.calls.filter(
      (call) =>
        call.method === 'editMessageText' && String(call.params.chat_id) === String(place.id),
    );

  /** A group the bot was added to, its keys message taken. */
  async function group() {
    const added = server.group('Заказы магазина');
    added.addBot();
    await added.nextMessage();
    return added;
  }

  it('edits the card when the console moves the order: the status, who, the next buttons', async () => {
    const private_ = chat();
    const { id } = await orderTo(private_);

    const moved = await patch(id, 'IN_PROGRESS');
    const edited = await private_.nextEdit();

    expect(moved.statusCode).toBe(200);
    expect(edited.text).toContain('Товар: Футболка белая');
    expect(edited.text?.endsWith(`Статус: В работе — ${anna.email}`)).toBe(true);
    expect(buttonsOf(edited)).toEqual(['Выполнена', 'Отменить']);
  });

  it('takes the buttons away once the console has done the order', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);

    await patch(id, 'IN_PROGRESS');
    await patch(id, 'DONE');
    await orderMessagesSettled(testApp, id);

    const card = cardNow(private_, cards[0]!);
    expect(card.text?.endsWith(`Статус: Выполнена — ${anna.email}`)).toBe(true);
    expect(card.reply_markup).toBeUndefined();
  });

  it('edits the cards in every chat of the order, from the console or a press in another', async () => {
    const private_ = chat();
    const shared = await group();
    const { id, cards } = await orderTo(private_, shared);

    await private_.press(cards[0]!, 'В работу');
    await orderMessagesSettled(testApp, id);
    const afterPress = cardNow(shared, cards[1]!);
    await patch(id, 'CANCELLED');
    await orderMessagesSettled(testApp, id);

    expect(afterPress.text?.endsWith(`Статус: В работе — ${PRESSER}`)).toBe(true);
    expect(buttonsOf(afterPress)).toEqual(['Выполнена', 'Отменить']);
    for (const [index, place] of [private_, shared].entries()) {
      const card = cardNow(place, cards[index]!);
      expect(card.text?.endsWith(`Статус: Отменена — ${anna.email}`)).toBe(true);
      expect(card.reply_markup).toBeUndefined();
    }
  });

  it('leaves the card of a deleted contact alone, and the change goes through', async () => {
    const private_ = chat();
    const { id, contactIds, cards } = await orderTo(private_);
    await orderMessagesSettled(testApp, id);
    await callApi(
      testApp.app,
      anna,
      'DELETE',
      `platform/service/notifier/contact/${contactIds[0]}/`,
    );

    const moved = await patch(id, 'IN_PROGRESS');
    await orderMessagesSettled(testApp, id);

    expect(moved.statusCode).toBe(200);
    expect(cardNow(private_, cards[0]!)).toEqual(cards[0]);
    expect(editsIn(private_)).toEqual([]);
    expect((await statusChangedMessages(id)).map((row) => row.status)).toEqual(['DELIVERED']);
  });

  it('changes nothing, and edits nothing, when another merchant moves the order', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);
    await orderMessagesSettled(testApp, id);

    const moved = await patch(id, 'CANCELLED', boris);

    expect(moved.statusCode).toBe(404);
    expect(await statusChangedMessages(id)).toEqual([]);
    expect(cardNow(private_, cards[0]!)).toEqual(cards[0]);
  });

  it('counts a card whose message is gone as done, outside the delivery log', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);
    await orderMessagesSettled(testApp, id);
    server.failNext('editMessageText', {
      error_code: 400,
      description: 'Bad Request: message to edit not found',
    });

    await patch(id, 'IN_PROGRESS');
    await orderMessagesSettled(testApp, id);

    const order = (await callApi(testApp.app, anna, 'GET', `orders/${id}/`)).json().data;
    expect(cardNow(private_, cards[0]!)).toEqual(cards[0]);
    expect((await statusChangedMessages(id)).map((row) => row.status)).toEqual(['DELIVERED']);
    expect(order.deliveries).toHaveLength(1);
  });

  it('lets one of a press and a console change win a race, and the card shows the winner', async () => {
    await inRounds(async () => {
      const private_ = chat();
      const { id, cards } = await orderTo(private_);
      await patch(id, 'IN_PROGRESS');
      await orderMessagesSettled(testApp, id);

      const [answer, moved] = await Promise.all([
        private_.press(cards[0]!, 'Отменить'),
        patch(id, 'DONE'),
      ]);
      await orderMessagesSettled(testApp, id);

      const consoleWon = moved.statusCode === 200;
      expectOneOf(moved, {
        200: null,
        422: messages.orders.statusMoveRefused('Отменена', 'Выполнена'),
      });
      expect(answer.text).toBe(consoleWon ? 'Статус уже изменён' : 'Статус заявки: Отменена');
      const order = (await callApi(testApp.app, anna, 'GET', `orders/${id}/`)).json().data;
      expect(order.status).toBe(consoleWon ? 'DONE' : 'CANCELLED');
      expect(order.status_changes).toHaveLength(2);
      const card = cardNow(private_, cards[0]!);
      const winner = consoleWon ? `Выполнена — ${anna.email}` : `Отменена — ${PRESSER}`;
      expect(card.text?.endsWith(`Статус: ${winner}`)).toBe(true);
      expect(card.reply_markup).toBeUndefined();
    }, 5);
  });
});
