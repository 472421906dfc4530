// What the buyer meets around an online payment (issue 33), in the widget: plain values and no
// more, so that widget.js may take the return's parameter without the console's texts.

/**
 * The query parameter the provider's return brings the buyer back with: the order's payment
 * token, which the widget on that page reads, shows the outcome of and takes out of the address.
 */
export const PAYMENT_RETURN_PARAM = 'vitrina_payment';

/** The buyer's words around an online payment, in the widget. */
export const buyerPaymentTexts = {
  /** The order form's button when the widget takes payment online. */
  pay: 'Перейти к оплате',
  checking: 'Проверяем оплату…',
  paid: 'Оплата прошла',
  paidDetail: (number: number) => `Заказ №${number} оплачен. Спасибо!`,
  unpaid: 'Оплата не завершена — попробовать ещё раз',
  /** The button that opens a new try of the payment. */
  retry: 'Попробовать ещё раз',
  /** The order's payment can no longer be made: its time ran out or it was paid already. */
  closed: 'Оплатить этот заказ уже нельзя. Свяжитесь с магазином',
  unreachable: 'Не удалось проверить оплату. Обновите страницу через минуту',
  /** The provider did not answer a buyer's try to pay: the order itself is kept. */
  unavailable: 'Заказ принят, но оплата сейчас недоступна. Магазин свяжется с вами',
  /** A payment token the server does not know. */
  notFound: 'Платёж не найден',
} as const;
