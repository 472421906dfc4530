import { describe, expect, it } from 'vitest';
import type { Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import {
  buttonsOf,
  cardNow,
  orderInChats,
  orderMessagesSettled,
  startedChat as startedChatOf,
  type OrderChat,
  useOrderCardsWorld,
} from '../../testing/order-cards';

/** The order card's buttons in chats, through the local Bot API server. */
describe('order card buttons in Telegram', () => {
  const world = useOrderCardsWorld();

  const app = () => world.testApp.app;
  const startedChat = () => startedChatOf(world.server);
  const orderOf = (account: Account, ...chats: OrderChat[]) =>
    orderInChats(world.testApp, account, ...chats);
  const orderTo = (...chats: OrderChat[]) => orderOf(world.anna, ...chats);

  const read = async (id: number) =>
    (await callApi(app(), world.anna, 'GET', `orders/${id}/`)).json().data;

  it('sends the card with the buttons of a new order', async () => {
    const chat = startedChat();

    const { cards } = await orderTo(chat);

    expect(buttonsOf(cards[0]!)).toEqual(['В работу', 'Отменить']);
    for (const button of cards[0]!.reply_markup!.inline_keyboard.flat()) {
      expect(Buffer.byteLength('callback_data' in button ? button.callback_data : '')).toBeLessThan(
        64,
      );
    }
  });

  it('moves the order, shows who pressed on the card, and answers the press', async () => {
    const chat = startedChat();
    const { id, cards } = await orderTo(chat);

    const answer = await chat.press(cards[0]!, 'В работу');
    const edited = await chat.nextEdit();

    expect(answer).toEqual({ text: 'Статус заявки: В работе', show_alert: false });
    expect(edited.text).toContain('Футболка белая × 2\n\nИтого: 2 товара · цена не указана');
    expect(edited.text?.endsWith('Статус: В работе — Анна Петрова (@anna_shop)')).toBe(true);
    expect(buttonsOf(edited)).toEqual(['Выполнена', 'Отменить']);
    const order = await read(id);
    expect(order.status).toBe('IN_PROGRESS');
    expect(order.status_changes).toEqual([
      expect.objectContaining({
        from: 'NEW',
        to: 'IN_PROGRESS',
        source: 'telegram',
        actor: 'Анна Петрова (@anna_shop)',
      }),
    ]);
  });

  it('takes the buttons away once the order is done', async () => {
    const chat = startedChat();
    const { id, cards } = await orderTo(chat);
    await chat.press(cards[0]!, 'В работу');
    const inWork = await chat.nextEdit();

    await chat.press(inWork, 'Выполнена');
    const done = await chat.nextEdit();

    expect(done.reply_markup).toBeUndefined();
    expect(done.text).toContain('Статус: Выполнена');
    expect((await read(id)).status).toBe('DONE');
  });

  it('changes nothing from a card the order has moved past, and shows where it stands', async () => {
    const chat = startedChat();
    const group = world.server.group('Заказы магазина');
    group.addBot();
    await group.nextMessage(); // the keys the bot gives when added
    const { id, cards } = await orderTo(chat, group);
    await chat.press(cards[0]!, 'Отменить');

    // The group's card as it was before its edit came: its button still there.
    const answer = await group.pressForged(cards[1]!, `order:${id}:IN_PROGRESS`);
    await orderMessagesSettled(world.testApp, id);

    const refreshed = cardNow(group, cards[1]!);
    expect(answer.text).toBe('Статус уже изменён');
    expect(refreshed.text?.endsWith('Статус: Отменена — Анна Петрова (@anna_shop)')).toBe(true);
    expect(refreshed.reply_markup).toBeUndefined();
    const order = await read(id);
    expect(order.status).toBe('CANCELLED');
    expect(order.status_changes).toHaveLength(1);
  });

  it("refuses forged data naming another merchant's order, and unknown data", async () => {
    const { id } = await orderTo(startedChat());
    const borisChat = startedChat();
    const { cards } = await orderOf(world.boris, borisChat);

    const forged = await borisChat.pressForged(cards[0]!, `order:${id}:CANCELLED`);
    const unknown = await borisChat.pressForged(cards[0]!, `order:${id}:LOST`);

    expect(forged).toEqual({ text: 'Эта заявка недоступна в этом чате', show_alert: false });
    expect(unknown.text).toBe('Эта заявка недоступна в этом чате');
    expect((await read(id)).status).toBe('NEW');
  });
});
