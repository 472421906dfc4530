import { ORDER_STATUS_LABELS } from '@vitrina/contracts/order-statuses';
import { Composer, GrammyError, type Context } from 'grammy';
import type { User } from 'grammy/types';
import type { Db } from '../../db/client';
import { inlineKeyboard } from '../../infra/telegram/inline-keyboard';
import type { InlineButton } from '../../infra/telegram/telegram';
import type { OrdersService } from '../orders/orders.service';
import { botReplies } from './bot-replies';
import { receivesInChat } from './contacts.repository';
import { ORDER_BUTTON_DATA, orderButtons, orderCardText, pressedButton } from './order-card';

interface OrderButtonsDeps {
  db: Db;
  orders: Pick<OrdersService, 'ownerOf' | 'moveFromChat'>;
}

/** «Анна Петрова (@anna)»: who pressed, as the card and the order's history name them. */
function presserName({ first_name, last_name, username }: User): string {
  const name = [first_name, last_name].filter(Boolean).join(' ');
  return username ? `${name} (@${username})` : name;
}

/** Edits the pressed card; a card that already reads so (a second press) is left as it is. */
async function editCard(ctx: Context, text: string, buttons: InlineButton[][]) {
  if (!ctx.callbackQuery?.message) return;
  try {
    await ctx.editMessageText(text, { reply_markup: inlineKeyboard(buttons) });
  } catch (error) {
    if (!(error instanceof GrammyError && error.description.includes('message is not modified'))) {
      throw error;
    }
  }
}

/**
 * The order card's buttons (В работу, Выполнена, Отменить): a press from a chat that is a
 * confirmed, active contact of the order's merchant moves the order, by the presser's name,
 * and the card shows the new status and its next buttons. A press the order has moved past,
 * or from any other chat, changes nothing; every press is answered.
 */
export function createOrderButtons({ db, orders }: OrderButtonsDeps): Composer<Context> {
  const bot = new Composer<Context>();

  bot.callbackQuery(ORDER_BUTTON_DATA, async (ctx) => {
    const pressed = pressedButton(ctx.callbackQuery.data);
    const chatId = ctx.chat?.id;
    const owner = pressed && (await orders.ownerOf(pressed.orderId));
    if (!pressed || !owner || chatId === undefined || !(await receivesInChat(db, owner, chatId))) {
      await ctx.answerCallbackQuery({ text: botReplies.orderUnavailable });
      return;
    }
    const presser = presserName(ctx.from);
    const { moved, card } = await orders.moveFromChat(owner, pressed.orderId, pressed.to, presser);
    await ctx.answerCallbackQuery({
      text: moved
        ? botReplies.orderMoved(ORDER_STATUS_LABELS[card.status])
        : botReplies.orderAlreadyMoved,
    });
    const text = orderCardText(card.payload, card.status, moved ? presser : undefined);
    await editCard(ctx, text, orderButtons(pressed.orderId, card.status));
  });

  return bot;
}
