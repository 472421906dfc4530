// A shop's online payment (issue 33): the providers it may connect, the 54-ФЗ codes of its
// receipts with their labels, and what the console and the API say. Plain values (no zod): the
// console's screens take them without the schemas.

import { buyerPaymentTexts } from './buyer-payment';

export * from './buyer-payment';

/** The payment providers a shop may connect, one at a time. */
export const PAYMENT_PROVIDERS = ['yookassa'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Lengths in characters of what the merchant copies from the provider's account. */
export const PAYMENT_LIMITS = {
  /** ЮKassa's shopId is a number; 20 digits leave room for any it will give. */
  shopIdMaxLength: 20,
  secretKeyMaxLength: 200,
  /** How much of the secret key the console shows once it is saved. */
  secretKeyShownLength: 4,
} as const;

/**
 * The VAT rate of a receipt's items (`vat_code`), as ЮKassa's reference for 54-ФЗ numbers them.
 * 11 and 12 are the rates from 1 January 2026.
 */
export const VAT_CODE_LABELS = {
  1: 'Без НДС',
  2: 'НДС 0%',
  3: 'НДС 10%',
  4: 'НДС 20%',
  5: 'НДС по расчётной ставке 10/110',
  6: 'НДС по расчётной ставке 20/120',
  7: 'НДС 5%',
  8: 'НДС 7%',
  9: 'НДС по расчётной ставке 5/105',
  10: 'НДС по расчётной ставке 7/107',
  11: 'НДС 22%',
  12: 'НДС по расчётной ставке 22/122',
} as const;
export const VAT_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type VatCode = keyof typeof VAT_CODE_LABELS;

/** The seller's tax system on a receipt (`tax_system_code`), as ЮKassa's reference numbers them. */
export const TAX_SYSTEM_LABELS = {
  1: 'Общая система налогообложения',
  2: 'Упрощённая (УСН, доходы)',
  3: 'Упрощённая (УСН, доходы минус расходы)',
  4: 'Единый налог на вменённый доход (ЕНВД)',
  5: 'Единый сельскохозяйственный налог (ЕСХН)',
  6: 'Патентная система налогообложения',
} as const;
export const TAX_SYSTEM_CODES = [1, 2, 3, 4, 5, 6] as const;
export type TaxSystemCode = keyof typeof TAX_SYSTEM_LABELS;

/** What a provider's check of the keys answers, in the provider's own name. */
interface ProviderTexts {
  title: string;
  credentialsRefused: string;
  unreachable: string;
  failed: string;
  testShopKeys: string;
  liveShopKeys: string;
}

export const PAYMENT_PROVIDER_TEXTS = {
  yookassa: {
    title: 'ЮKassa',
    credentialsRefused: 'ЮKassa не приняла shopId или секретный ключ',
    unreachable: 'Не удалось связаться с ЮKassa. Попробуйте ещё раз через несколько минут',
    failed: 'ЮKassa не смогла проверить ключи. Попробуйте ещё раз через несколько минут',
    testShopKeys: 'Это ключи тестового магазина ЮKassa: включите тестовый режим',
    liveShopKeys: 'Это ключи рабочего магазина ЮKassa: выключите тестовый режим',
  },
} as const satisfies Record<PaymentProvider, ProviderTexts>;

/**
 * Where an order's online payment stands (the API's `payment.status`): waiting for the buyer,
 * paid, not paid in time or given up, or paid and all of it given back. A partial refund leaves
 * it `succeeded` with `refunded_amount`.
 */
export const ORDER_PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const ORDER_PAYMENT_STATUS_LABELS = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачена',
  canceled: 'Не оплачена',
  refunded: 'Возвращена',
} as const satisfies Record<OrderPaymentStatus, string>;

/** A refund's state at the provider. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The notice to the merchant's services that an order is paid, in a chat or a letter. */
export const paidNoticeTexts = {
  subject: (number: number) => `заказ №${number} оплачен`,
  paid: (number: number, amount: string) => `Заказ №${number} оплачен: ${amount}`,
  paymentId: (id: string) => `Платёж ЮKassa: ${id}`,
  test: 'Тестовый режим ЮKassa: деньги не списаны',
} as const;

export const paymentMessages = {
  shopIdRequired: 'Введите shopId из личного кабинета ЮKassa',
  shopIdInvalid: 'shopId — это число из личного кабинета ЮKassa',
  secretKeyRequired: 'Введите секретный ключ из личного кабинета ЮKassa',
  secretKeyInvalid: 'Секретный ключ начинается с test_ или live_ и не содержит пробелов',
  secretKeyTooLong: `Секретный ключ не может быть длиннее ${PAYMENT_LIMITS.secretKeyMaxLength} символов`,
  testRequired: 'Укажите, тестовый это магазин или рабочий',
  vatCodeInvalid: 'Выберите ставку НДС из списка',
  taxSystemInvalid: 'Выберите систему налогообложения из списка',
  receiptsRequired: 'Укажите, отправлять ли чеки',
  /** 404 detail while the shop has no provider connected. */
  notConnected: 'Оплата онлайн не подключена',
  disconnected: 'Оплата онлайн отключена',
  /** The widget's setting «Оплата онлайн», switched on with no provider connected. */
  onlinePaymentNeedsProvider: 'Сначала подключите ЮKassa в настройках, раздел «Оплата»',
  refundAmountRequired: 'Введите сумму возврата',
  refundAmountInvalid: 'Сумма возврата — число больше нуля, не больше двух знаков после запятой',
  refundTooMuch: (left: string) => `Вернуть можно не больше ${left}`,
  /** 409: the order has no paid payment to refund. */
  refundNotPaid: 'Заказ не оплачен онлайн — возвращать нечего',
  refundRefused:
    'ЮKassa не приняла возврат. Попробуйте ещё раз или оформите его в личном кабинете ЮKassa',
  refundDone: 'Возврат оформлен',
  paymentUnavailable: buyerPaymentTexts.unavailable,
  /** 409 to a retry: the order's payment can no longer be made. */
  paymentClosed: buyerPaymentTexts.closed,
  paymentNotFound: buyerPaymentTexts.notFound,
  /** The journal's words for a connection: the provider, its shopId and its mode. */
  journalSubject: (provider: string, shopId: string, test: boolean) =>
    `${provider}, shopId ${shopId}${test ? ', тестовый режим' : ''}`,
} as const;
