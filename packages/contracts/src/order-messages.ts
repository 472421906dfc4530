// What a buyer reads about an order sent from a showcase widget: the form's field rules, the
// public API's refusals and the result. Its own module (plain values) so the widget bundles these
// texts without the rest of `messages`.
import { ORDER_LIMITS } from './limits';

export const orderMessages = {
  nameRequired: 'Укажите имя',
  nameTooLong: `Имя не может быть длиннее ${ORDER_LIMITS.nameMaxLength} символов`,
  phoneRequired: 'Укажите телефон',
  phoneInvalid: 'Укажите телефон в формате +7 900 123-45-67',
  emailInvalid: 'Некорректный email',
  commentTooLong: `Комментарий не может быть длиннее ${ORDER_LIMITS.commentMaxLength} символов`,
  quantityInvalid: `Количество — целое число от ${ORDER_LIMITS.quantityMin} до ${ORDER_LIMITS.quantityMax}`,
  consentRequired: 'Нужно согласие на обработку персональных данных',
  /** The consent checkbox's text (152-ФЗ «О персональных данных»). */
  consentText:
    'Я даю согласие на обработку моих персональных данных (имя, телефон, электронная почта) ' +
    'в соответствии с Федеральным законом № 152-ФЗ «О персональных данных» для обработки заявки',
  pageUrlInvalid: 'Некорректный адрес страницы',
  /** The honeypot field was filled: a bot, told nothing more. */
  refused: 'Заявка отклонена',
  showcaseNotFound: 'Витрина не найдена или не опубликована',
  productUnavailable: 'Товар недоступен для заказа',
  /** A product with variants was ordered without one, or with one that is not its own. */
  variantRequired: 'Выберите вариант товара',
  variantUnavailable: 'Этот вариант недоступен для заказа',
  /** 409 and the card's label when nothing is left. */
  outOfStock: 'Нет в наличии',
  /** 409 when fewer are left than ordered: the dialog offers what is left. */
  stockLeft: (left: number) => `Осталось ${left} шт.`,
  idempotencyKeyInvalid: 'Заголовок Idempotency-Key должен содержать UUID',
  idempotencyKeyReused: 'Этот ключ Idempotency-Key уже использован для другой заявки',
  tooManyOrders: 'Слишком много заявок, попробуйте позже',
  networkError: 'Не удалось отправить заявку: проверьте соединение и попробуйте ещё раз',
  failed: 'Не удалось отправить заявку, попробуйте позже',
  sent: (number: number) => `Заявка #${number} отправлена`,
  /** The confirmation's lines under its heading: the total and what happens next. */
  sentTotal: (total: string) => `Сумма: ${total}`,
  sentNext: (phone: string) => `Продавец свяжется с вами по телефону ${phone}`,
  sentLetter: (email: string) => `Подтверждение отправлено на ${email}`,
  /** The running total of the form: «2 × 1 350 ₽ = 2 700 ₽». */
  quantityTotal: (quantity: number, unitPrice: string, total: string) =>
    `${quantity} × ${unitPrice} = ${total}`,
  /** The price changed since the buyer's page loaded it: nothing is ordered, the form asks again. */
  priceChanged: (price: string) => `Цена изменилась: теперь ${price}`,
  /** A cart's refusals (issue 30). */
  linesEmpty: 'Добавьте в заявку хотя бы один товар',
  linesTooMany: `В заявке может быть не больше ${ORDER_LIMITS.linesMax} товаров`,
  lineRepeated: 'Товар повторяется в заявке: укажите его количество в одной строке',
  /** 409 for a cart: some lines cannot be served; each line says why. */
  linesConflict: 'Некоторые товары изменились: проверьте корзину',
  /** The subject of the buyer's letter. */
  accepted: (number: number) => `Заявка #${number} принята`,
} as const;
