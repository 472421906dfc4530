// What a buyer reads in the showcase widget's order forms: the fields' rules, the consent, the
// answers and the confirmation. The widget bundles this module alone: the public API's refusals,
// which it shows as the server words them, stay in order-messages.ts (out of widget.js's bytes).
import { ORDER_LIMITS } from './limits';

export const buyerOrderTexts = {
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
  /** A product with variants was ordered without one, or with one that is not its own. */
  variantRequired: 'Выберите вариант товара',
  /** 409 and the card's label when nothing is left. */
  outOfStock: 'Нет в наличии',
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
  /** 409 for a cart: some lines cannot be served; each line says why. */
  linesConflict: 'Некоторые товары изменились: проверьте корзину',
  /** The consent's link to the shop's policy, when the widget names one (decision 78). */
  policyLink: 'Политика обработки персональных данных',
} as const;
