import { messages } from '@vitrina/contracts/messages';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifierContacts, orderCards, outboxMessages } from '../../db/schema';
import { callApi } from '../../testing/catalog';
import {
  buttonsOf,
  cardNow,
  orderInChats,
  orderMessagesSettled,
  startedChat,
  type OrderChat,
  useOrderCardsWorld,
} from '../../testing/order-cards';
import { expectOneOf, inRounds } from '../../testing/races';
import { ORDER_STATUS_CHANGED } from '../orders/orders.service';

const PRESSER = 'Анна Петрова (@anna_shop)';

/** Every card of an order follows its status, wherever it was changed (decision 32). */
describe('order cards in Telegram follow the status', () => {
  const world = useOrderCardsWorld();

  const chat = () => startedChat(world.server);
  const orderTo = (...chats: OrderChat[]) => orderInChats(world.testApp, world.anna, ...chats);
  const patch = (id: number, status: string, account = world.anna) =>
    callApi(world.testApp.app, account, 'PATCH', `orders/${id}/`, { status });
  const statusChangedMessages = (id: number) =>
    world.testApp.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${ORDER_STATUS_CHANGED}:${id}:%`));
  const editsIn = (place: OrderChat) =>
    world.server.calls.filter(
      (call) =>
        call.method === 'editMessageText' && String(call.params.chat_id) === String(place.id),
    );

  /** A group the bot was added to, its keys message taken. */
  async function group() {
    const added = world.server.group('Заказы магазина');
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
    expect(edited.text).toContain('Футболка белая × 2\n\nИтого: 2 товара · цена не указана');
    expect(edited.text?.endsWith(`Статус: В работе — ${world.anna.email}`)).toBe(true);
    expect(buttonsOf(edited)).toEqual(['Выполнена', 'Отменить']);
  });

  it('takes the buttons away once the console has done the order', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);

    await patch(id, 'IN_PROGRESS');
    await patch(id, 'DONE');
    await orderMessagesSettled(world.testApp, id);

    const card = cardNow(private_, cards[0]!);
    expect(card.text?.endsWith(`Статус: Выполнена — ${world.anna.email}`)).toBe(true);
    expect(card.reply_markup).toBeUndefined();
  });

  it('edits the cards in every chat of the order, from the console or a press in another', async () => {
    const private_ = chat();
    const shared = await group();
    const { id, cards } = await orderTo(private_, shared);

    await private_.press(cards[0]!, 'В работу');
    await orderMessagesSettled(world.testApp, id);
    const afterPress = cardNow(shared, cards[1]!);
    await patch(id, 'CANCELLED');
    await orderMessagesSettled(world.testApp, id);

    expect(afterPress.text?.endsWith(`Статус: В работе — ${PRESSER}`)).toBe(true);
    expect(buttonsOf(afterPress)).toEqual(['Выполнена', 'Отменить']);
    for (const [index, place] of [private_, shared].entries()) {
      const card = cardNow(place, cards[index]!);
      expect(card.text?.endsWith(`Статус: Отменена — ${world.anna.email}`)).toBe(true);
      expect(card.reply_markup).toBeUndefined();
    }
  });

  it('edits the pressed card once, through the change’s message, and every other card once', async () => {
    const private_ = chat();
    const shared = await group();
    const { id, cards } = await orderTo(private_, shared);
    await orderMessagesSettled(world.testApp, id);

    const answer = await private_.press(cards[0]!, 'В работу');
    const edited = await private_.nextEdit();
    await orderMessagesSettled(world.testApp, id);

    expect(answer.text).toBe('Статус заявки: В работе');
    expect(edited.text?.endsWith(`Статус: В работе — ${PRESSER}`)).toBe(true);
    expect(editsIn(private_)).toHaveLength(1);
    expect(editsIn(shared)).toHaveLength(1);
  });

  it('edits a pressed card that was never kept', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);
    await orderMessagesSettled(world.testApp, id);
    await world.testApp.database.db.delete(orderCards).where(eq(orderCards.orderId, id));

    await private_.press(cards[0]!, 'Отменить');
    const edited = await private_.nextEdit();
    await orderMessagesSettled(world.testApp, id);

    expect(edited.text?.endsWith(`Статус: Отменена — ${PRESSER}`)).toBe(true);
    expect(edited.reply_markup).toBeUndefined();
    expect(editsIn(private_)).toHaveLength(1);
  });

  it('leaves the card of a deleted contact alone, and the change goes through', async () => {
    const private_ = chat();
    const { id, contactIds, cards } = await orderTo(private_);
    await orderMessagesSettled(world.testApp, id);
    await callApi(
      world.testApp.app,
      world.anna,
      'DELETE',
      `platform/service/notifier/contact/${contactIds[0]}/`,
    );

    const moved = await patch(id, 'IN_PROGRESS');
    await orderMessagesSettled(world.testApp, id);

    expect(moved.statusCode).toBe(200);
    expect(cardNow(private_, cards[0]!)).toEqual(cards[0]);
    expect(editsIn(private_)).toEqual([]);
    expect((await statusChangedMessages(id)).map((row) => row.status)).toEqual(['DELIVERED']);
  });

  it('changes nothing, and edits nothing, when another merchant moves the order', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);
    await orderMessagesSettled(world.testApp, id);

    const moved = await patch(id, 'CANCELLED', world.boris);

    expect(moved.statusCode).toBe(404);
    expect(await statusChangedMessages(id)).toEqual([]);
    expect(cardNow(private_, cards[0]!)).toEqual(cards[0]);
  });

  it('counts a card whose message is gone as done, outside the delivery log', async () => {
    const private_ = chat();
    const { id, cards } = await orderTo(private_);
    await orderMessagesSettled(world.testApp, id);
    world.server.failNext('editMessageText', {
      error_code: 400,
      description: 'Bad Request: message to edit not found',
    });

    await patch(id, 'IN_PROGRESS');
    await orderMessagesSettled(world.testApp, id);

    const order = (await callApi(world.testApp.app, world.anna, 'GET', `orders/${id}/`)).json()
      .data;
    expect(cardNow(private_, cards[0]!)).toEqual(cards[0]);
    expect((await statusChangedMessages(id)).map((row) => row.status)).toEqual(['DELIVERED']);
    expect(order.deliveries).toHaveLength(1);
  });

  it('makes the contacts of a chat the bot may no longer write to inactive', async () => {
    const private_ = chat();
    const { id, contactIds } = await orderTo(private_);
    await orderMessagesSettled(world.testApp, id);
    world.server.failNext('editMessageText', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });

    await patch(id, 'IN_PROGRESS');
    await orderMessagesSettled(world.testApp, id);

    const [contact] = await world.testApp.database.db
      .select({ isActive: notifierContacts.isActive })
      .from(notifierContacts)
      .where(eq(notifierContacts.id, contactIds[0]!));
    expect(contact?.isActive).toBe(false);
    expect((await statusChangedMessages(id)).map((row) => row.status)).toEqual(['DELIVERED']);
  });

  it('lets one of a press and a console change win a race, and the card shows the winner', async () => {
    await inRounds(async () => {
      const private_ = chat();
      const { id, cards } = await orderTo(private_);
      await patch(id, 'IN_PROGRESS');
      await orderMessagesSettled(world.testApp, id);

      const [answer, moved] = await Promise.all([
        private_.press(cards[0]!, 'Отменить'),
        patch(id, 'DONE'),
      ]);
      await orderMessagesSettled(world.testApp, id);

      const consoleWon = moved.statusCode === 200;
      expectOneOf(moved, {
        200: null,
        422: messages.orders.statusMoveRefused('Отменена', 'Выполнена'),
      });
      expect(answer.text).toBe(consoleWon ? 'Статус уже изменён' : 'Статус заявки: Отменена');
      const order = (await callApi(world.testApp.app, world.anna, 'GET', `orders/${id}/`)).json()
        .data;
      expect(order.status).toBe(consoleWon ? 'DONE' : 'CANCELLED');
      expect(order.status_changes).toHaveLength(2);
      const card = cardNow(private_, cards[0]!);
      const winner = consoleWon ? `Выполнена — ${world.anna.email}` : `Отменена — ${PRESSER}`;
      expect(card.text?.endsWith(`Статус: ${winner}`)).toBe(true);
      expect(card.reply_markup).toBeUndefined();
    }, 5);
  });
});
