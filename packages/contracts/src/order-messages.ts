// What a buyer is told about an order sent from a showcase widget: the order forms' texts
// (buyer-order-texts.ts, which the widget bundles alone), the public API's refusals and the
// subject of the buyer's letter. Plain values, so the server words these without the rest of
// `messages`.
import { buyerOrderTexts } from './buyer-order-texts';
import { ORDER_LIMITS } from './limits';

export const orderMessages = {
  ...buyerOrderTexts,
  pageUrlInvalid: 'Некорректный адрес страницы',
  /** The honeypot field was filled: a bot, told nothing more. */
  refused: 'Заявка отклонена',
  showcaseNotFound: 'Витрина не найдена или не опубликована',
  productUnavailable: 'Товар недоступен для заказа',
  variantUnavailable: 'Этот вариант недоступен для заказа',
  /** 409 when fewer are left than ordered: the dialog offers what is left. */
  stockLeft: (left: number) => `Осталось ${left} шт.`,
  idempotencyKeyInvalid: 'Заголовок Idempotency-Key должен содержать UUID',
  idempotencyKeyReused: 'Этот ключ Idempotency-Key уже использован для другой заявки',
  tooManyOrders: 'Слишком много заявок, попробуйте позже',
  /** The price changed since the buyer's page loaded it: nothing is ordered, the form asks again. */
  priceChanged: (price: string) => `Цена изменилась: теперь ${price}`,
  /** A cart's refusals (issue 30). */
  linesEmpty: 'Добавьте в заявку хотя бы один товар',
  linesTooMany: `В заявке может быть не больше ${ORDER_LIMITS.linesMax} товаров`,
  lineRepeated: 'Товар повторяется в заявке: укажите его количество в одной строке',
  /** The subject of the buyer's letter. */
  accepted: (number: number) => `Заявка #${number} принята`,
} as const;
