import { ORDER_STATUS_LABELS } from '@vitrina/contracts/order-statuses';
import { Composer, type Context } from 'grammy';
import type { User } from 'grammy/types';
import type { Db } from '../../db/client';
import type { Telegram } from '../../infra/telegram/telegram';
import type { ShopTemplatesService } from '../message-templates/shop-templates.service';
import type { OrdersService } from '../orders/orders.service';
import { botReplies } from './bot-replies';
import { createCardUpdates } from './card-updates';
import { receivesInChat } from './contacts.repository';
import { ORDER_BUTTON_DATA, pressedButton } from './order-card';

interface OrderButtonsDeps {
  db: Db;
  telegram: Pick<Telegram, 'edit'>;
  orders: Pick<OrdersService, 'ownerOf' | 'moveFromChat' | 'cardOf'>;
  /** The console's address: a long order's card links to it. */
  publicUrl: string;
  /** The shops' texts of the card. */
  templates: Pick<ShopTemplatesService, 'of'>;
}

/** «Анна Петрова (@anna)»: who pressed, as the card and the order's history name them. */
function presserName({ first_name, last_name, username }: User): string {
  const name = [first_name, last_name].filter(Boolean).join(' ');
  return username ? `${name} (@${username})` : name;
}

/**
 * The order card's buttons (В работу, Выполнена, Отменить): a press from a chat that is a
 * confirmed, active contact of the order's merchant moves the order, by the presser's name.
 * A press the order has moved past, or from any other chat, changes nothing; every press is
 * answered. A press that moved the order names its card to the change's outbox message, which
 * edits it with the order's other cards, once (decision 32); one that changed nothing shows on
 * its card where the order stands and who set it.
 */
export function createOrderButtons(deps: OrderButtonsDeps): Composer<Context> {
  const { db, orders } = deps;
  const bot = new Composer<Context>();
  const cards = createCardUpdates(deps);

  bot.callbackQuery(ORDER_BUTTON_DATA, async (ctx) => {
    const pressed = pressedButton(ctx.callbackQuery.data);
    const chatId = ctx.chat?.id;
    const owner = pressed && (await orders.ownerOf(pressed.orderId));
    if (!pressed || !owner || chatId === undefined || !(await receivesInChat(db, owner, chatId))) {
      await ctx.answerCallbackQuery({ text: botReplies.orderUnavailable });
      return;
    }
    const message = ctx.callbackQuery.message;
    const card = message && { chatId, messageId: message.message_id };
    const presser = presserName(ctx.from);
    const { moved, status } = await orders.moveFromChat(
      owner,
      pressed.orderId,
      pressed.to,
      presser,
      card,
    );
    await ctx.answerCallbackQuery({
      text: moved
        ? botReplies.orderMoved(ORDER_STATUS_LABELS[status])
        : botReplies.orderAlreadyMoved,
    });
    if (!moved && card) await cards.showLatest(owner, pressed.orderId, [card]);
  });

  return bot;
}
