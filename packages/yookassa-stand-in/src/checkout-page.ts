import type { Amount } from './money';
import type { CancellationDetails, Payment } from './payment-object';
import type { Payments } from './payments';

/** Where ЮKassa's payment form lives; the payment is named by `orderId`, as on yoomoney.ru. */
export const CHECKOUT_PATH = '/checkout/payments/v2/contract';

/** What a buyer's «Отменить» stands for: the payment was not confirmed in time. */
export const BUYER_CANCELLATION: CancellationDetails = {
  party: 'yoo_money',
  reason: 'expired_on_confirmation',
};

export interface PageAnswer {
  status: number;
  html?: string;
  /** Where a 303 sends the browser. */
  location?: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

const rubles = ({ value, currency }: Amount) =>
  `${value.replace('.', ',')} ${currency === 'RUB' ? '₽' : currency}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1>
${content}
</main></body>
</html>`;
}

function confirmationForm(payment: Payment): string {
  const action = `${CHECKOUT_PATH}?orderId=${encodeURIComponent(payment.id)}`;
  return page(
    `Оплата ${rubles(payment.amount)}`,
    `${payment.test ? '<p>Тестовый платёж</p>' : ''}
<p>${escape(payment.description ?? '')}</p>
<form method="post" action="${escape(action)}">
<button type="submit" name="action" value="pay">Оплатить</button>
<button type="submit" name="action" value="cancel">Отменить</button>
</form>`,
  );
}

function finishedPage(payment: Payment, returnUrl: string): string {
  const title = payment.status === 'canceled' ? 'Платёж отменён' : 'Платёж уже оплачен';
  return page(title, `<p><a href="${escape(returnUrl)}">Вернуться в магазин</a></p>`);
}

const NOT_FOUND: PageAnswer = { status: 404, html: page('Платёж не найден', '') };

/**
 * The confirmation page at a payment's confirmation_url: «Оплатить» pays it, «Отменить» cancels
 * it, and either sends the browser back to its return_url, as ЮKassa's form does once a payment
 * is done. A payment already done only sends the browser back, so a repeated submit is harmless.
 */
export function answerCheckout(
  method: string,
  url: URL,
  form: URLSearchParams,
  payments: Payments,
): PageAnswer {
  const paymentId = url.searchParams.get('orderId') ?? '';
  const payment = payments.find(paymentId);
  const returnUrl = payments.returnUrlOf(paymentId);
  if (!payment || !returnUrl) return NOT_FOUND;
  if (method === 'GET') {
    const html =
      payment.status === 'pending' ? confirmationForm(payment) : finishedPage(payment, returnUrl);
    return { status: 200, html };
  }
  if (method !== 'POST') return { status: 405 };
  if (payment.status === 'pending') {
    const action = form.get('action');
    if (action === 'pay') payments.pay(paymentId);
    else if (action === 'cancel') payments.cancel(paymentId, BUYER_CANCELLATION);
    else return { status: 400, html: page('Неизвестное действие', '') };
  }
  return { status: 303, location: returnUrl };
}
