import type { Db } from '../../db/client';
import type { Telegram, TelegramEditOutcome } from '../../infra/telegram/telegram';
import type { DeliveryOutcome } from '../delivery/delivery.service';
import { templateOf, type ShopTemplatesService } from '../message-templates/shop-templates.service';
import type { OrderCard, OrdersService } from '../orders/orders.service';
import { deliveryFailures } from './contact-messages';
import { setChatActive } from './contacts.repository';
import { cardStateKey, orderButtons, orderCardText } from './order-card';
import type { CardPlace } from './order-cards.repository';

export interface CardUpdatesDeps {
  db: Db;
  telegram: Pick<Telegram, 'edit'>;
  orders: Pick<OrdersService, 'cardOf'>;
  /** The console's address: a long order's card links to it. */
  publicUrl: string;
  /** The shops' texts of the card. */
  templates: Pick<ShopTemplatesService, 'of'>;
}

type RetryOutcome = Extract<TelegramEditOutcome, { type: 'retry' }>;

/** Brings order cards in chats up to date with their order. */
export function createCardUpdates({ db, telegram, orders, publicUrl, templates }: CardUpdatesDeps) {
  /**
   * Edits each card to show the order in the shop's `template`; answers the edits worth another
   * try. A card whose edit failed for good (its message deleted) is left as it is; a chat the bot
   * may no longer write to makes its contacts inactive, as a send does.
   */
  async function editAll(orderId: number, places: CardPlace[], card: OrderCard, template: string) {
    const text = orderCardText(card.payload, publicUrl, card, template);
    const buttons = orderButtons(orderId, card.status);
    const retries: RetryOutcome[] = [];
    // One after another: Telegram limits how fast a bot writes to a chat.
    for (const { chatId, messageId } of places) {
      const outcome = await telegram.edit(chatId, messageId, text, buttons);
      if (outcome.type === 'retry') retries.push(outcome);
      if (outcome.type === 'forbidden') await setChatActive(db, chatId, false);
    }
    return retries;
  }

  /**
   * Edits the cards at `places` to show the merchant's order as it stands, unless it stands at
   * `shown` (a cardStateKey), which they show already. Each round reads the order again after
   * its edits and goes on while it changed meanwhile, so edits of one card racing (a press and a
   * change in the console, a payment) end on the latest state whatever order Telegram got them
   * in. It ends: a status moves forward at most twice, a payment settles once or twice.
   */
  async function showLatest(
    shopId: number,
    orderId: number,
    places: CardPlace[],
    shown?: string,
  ): Promise<DeliveryOutcome> {
    let card = await orders.cardOf(shopId, orderId);
    const template = templateOf(await templates.of(shopId), 'TELEGRAM_ORDER');
    while (card && cardStateKey(card) !== shown) {
      const retries = await editAll(orderId, places, card, template);
      if (retries.length > 0) {
        return {
          type: 'retry',
          reason: deliveryFailures.telegramUnavailable(retries[0]!.reason),
          afterMs: Math.max(...retries.map((retry) => retry.afterMs)),
        };
      }
      shown = cardStateKey(card);
      card = await orders.cardOf(shopId, orderId);
    }
    return { type: 'delivered' };
  }

  return { showLatest };
}

export type CardUpdates = ReturnType<typeof createCardUpdates>;
