// What the shop's letters say to a buyer who typed an e-mail in an order: that the order
// arrived, then each status move the merchant chose to tell (issue 32). Plain values (no zod).
import type { OrderStatusTarget } from './order-statuses';

/** What became of the order, as the letter's subject and first line end. */
const STATUS_NEWS = {
  IN_PROGRESS: 'принята в работу',
  DONE: 'выполнена',
  CANCELLED: 'отменена',
} as const satisfies Record<OrderStatusTarget, string>;

export const buyerLetterTexts = {
  /** «Заявка #1001 отменена». */
  statusSubject: (number: number, status: OrderStatusTarget) =>
    `Заявка #${number} ${STATUS_NEWS[status]}`,
  /** «Ваша заявка #1001 в магазине «Лавка» отменена.» */
  statusLead: (shop: string, number: number | string, status: OrderStatusTarget) =>
    `Ваша заявка #${number} в магазине «${shop}» ${STATUS_NEWS[status]}.`,
  /** Who answers the buyer: the merchant's e-mail service, or the shop's site when it has none. */
  howToReach: (replyTo: string | null) =>
    replyTo
      ? `Вопросы о заявке задайте продавцу: ответьте на это письмо или напишите на ${replyTo}.`
      : 'Вопросы о заявке задайте продавцу на сайте магазина.',
  goToShop: 'Перейти в магазин',
  /** The address was never confirmed: its owner may not be who ordered. */
  notYou: (host: string) =>
    `Этот адрес указали в заявке на сайте ${host}. Если это были не вы, просто не отвечайте на письмо.`,
} as const;
