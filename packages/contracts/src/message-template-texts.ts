// A shop's texts of its order messages (issue 36): the templates, their placeholders, their
// defaults (the texts every shop had before templates, so a shop that never edits sees no
// change), their limits and refusals. Plain values (no zod), so the console's panel and the
// server's renderers read the same words.
import { buyerLetterTexts } from './buyer-letters';
import { cartMessages } from './cart';
import { orderMessages } from './order-messages';
import type { OrderStatusTarget } from './order-statuses';

/** The messages a shop may word itself: the merchant's two, the buyer's four. */
export const MESSAGE_TEMPLATE_KINDS = [
  'TELEGRAM_ORDER',
  'EMAIL_ORDER',
  'BUYER_ACCEPTED',
  'BUYER_IN_PROGRESS',
  'BUYER_DONE',
  'BUYER_CANCELLED',
] as const;
export type MessageTemplateKind = (typeof MESSAGE_TEMPLATE_KINDS)[number];

/** The template of each status letter to the buyer. */
export const STATUS_LETTER_TEMPLATES = {
  IN_PROGRESS: 'BUYER_IN_PROGRESS',
  DONE: 'BUYER_DONE',
  CANCELLED: 'BUYER_CANCELLED',
} as const satisfies Record<OrderStatusTarget, MessageTemplateKind>;

export const MESSAGE_TEMPLATE_LABELS = {
  TELEGRAM_ORDER: 'Заявка в Telegram',
  EMAIL_ORDER: 'Заявка на почту',
  BUYER_ACCEPTED: 'Покупателю: заявка получена',
  BUYER_IN_PROGRESS: 'Покупателю: заявка в работе',
  BUYER_DONE: 'Покупателю: заявка выполнена',
  BUYER_CANCELLED: 'Покупателю: заявка отменена',
} as const satisfies Record<MessageTemplateKind, string>;

/** Where each message goes and what the message adds around the template's text. */
export const MESSAGE_TEMPLATE_HINTS = {
  TELEGRAM_ORDER:
    'Сообщение о новой заявке в чатах Telegram. Под ним — кнопки статусов, а после смены статуса в конце появится строка «Статус».',
  EMAIL_ORDER:
    'Письмо о новой заявке на подключённые адреса почты, с кнопкой «Позвонить покупателю».',
  BUYER_ACCEPTED:
    'Письмо покупателю, указавшему почту. В конце письма — как связаться с магазином и ссылка на сайт.',
  BUYER_IN_PROGRESS:
    'Уходит покупателю, если письмо об этом статусе включено в разделе «Магазин». В конце — как связаться с магазином.',
  BUYER_DONE:
    'Уходит покупателю, если письмо об этом статусе включено в разделе «Магазин». В конце — как связаться с магазином.',
  BUYER_CANCELLED:
    'Уходит покупателю, если письмо об этом статусе включено в разделе «Магазин». В конце — как связаться с магазином.',
} as const satisfies Record<MessageTemplateKind, string>;

/** Characters of each template: a chat message holds 4096 with the order's own lines. */
export const MESSAGE_TEMPLATE_LIMITS = {
  TELEGRAM_ORDER: 1500,
  EMAIL_ORDER: 3000,
  BUYER_ACCEPTED: 2000,
  BUYER_IN_PROGRESS: 1000,
  BUYER_DONE: 1000,
  BUYER_CANCELLED: 1000,
} as const satisfies Record<MessageTemplateKind, number>;

/** The longest template of any kind: what a save's body may hold at all. */
export const MESSAGE_TEMPLATE_MAX_LENGTH = Math.max(...Object.values(MESSAGE_TEMPLATE_LIMITS));

/** Every placeholder, written in a template in braces: `{номер}`. */
export const PLACEHOLDERS = [
  'номер',
  'покупатель',
  'телефон',
  'почта',
  'комментарий',
  'страница',
  'позиции',
  'количество',
  'итого',
  'магазин',
  'ссылка',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** `{номер}`: a placeholder as a template holds it. */
export const placeholderToken = (placeholder: Placeholder) => `{${placeholder}}`;

/** Those an order may lack: a line holding one the order lacks is left out of the message. */
export const OPTIONAL_PLACEHOLDERS: readonly Placeholder[] = ['почта', 'комментарий'];

const MERCHANT_PLACEHOLDERS: readonly Placeholder[] = [
  'номер',
  'позиции',
  'количество',
  'итого',
  'покупатель',
  'телефон',
  'почта',
  'комментарий',
  'страница',
  'ссылка',
];

/**
 * What a letter to the buyer may say: never what the buyer typed but the phone, since the
 * address was never confirmed and a stranger's words must not go to it (decision 42).
 */
const ACCEPTED_PLACEHOLDERS: readonly Placeholder[] = [
  'номер',
  'магазин',
  'позиции',
  'количество',
  'итого',
  'телефон',
  'ссылка',
];
const STATUS_PLACEHOLDERS: readonly Placeholder[] = ['номер', 'магазин', 'ссылка'];

/** The placeholders each template may hold, in the order the console offers them. */
export const TEMPLATE_PLACEHOLDERS = {
  TELEGRAM_ORDER: MERCHANT_PLACEHOLDERS,
  EMAIL_ORDER: MERCHANT_PLACEHOLDERS,
  BUYER_ACCEPTED: ACCEPTED_PLACEHOLDERS,
  BUYER_IN_PROGRESS: STATUS_PLACEHOLDERS,
  BUYER_DONE: STATUS_PLACEHOLDERS,
  BUYER_CANCELLED: STATUS_PLACEHOLDERS,
} as const satisfies Record<MessageTemplateKind, readonly Placeholder[]>;

/** A message to the merchant (its placeholders the merchant's), not to the buyer. */
export const isMerchantTemplate = (kind: MessageTemplateKind) =>
  kind === 'TELEGRAM_ORDER' || kind === 'EMAIL_ORDER';

const PLACEHOLDER_HINTS = {
  номер: 'номер заявки',
  покупатель: 'имя покупателя',
  телефон: 'телефон покупателя',
  почта: 'почта покупателя; строки нет, если почту не указали',
  комментарий: 'комментарий покупателя; строки нет, если его не оставили',
  страница: 'страница, с которой отправили заявку',
  позиции: 'товары заявки, по строке на каждый',
  количество: 'сколько всего товаров: «3 товара»',
  итого: 'сумма заявки',
  магазин: 'название сайта магазина',
  ссылка: 'адрес сайта магазина',
} as const satisfies Record<Placeholder, string>;

/**
 * What a placeholder stands for in a template, as the console explains its chip: the merchant's
 * messages link the order in the console, the buyer's the shop's site.
 */
export const placeholderHint = (kind: MessageTemplateKind, placeholder: Placeholder): string =>
  placeholder === 'ссылка' && isMerchantTemplate(kind)
    ? 'ссылка на заявку в Vitrina'
    : PLACEHOLDER_HINTS[placeholder];

const MERCHANT_ORDER = [
  'Новая заявка #{номер}',
  '{позиции}',
  `${cartMessages.total}: {количество} · {итого}`,
  'Покупатель: {покупатель}',
  'Телефон: {телефон}',
  'Почта: {почта}',
  'Комментарий: {комментарий}',
  'Страница: {страница}',
  'Открыть заявку: {ссылка}',
].join('\n\n');

const statusLetter = (status: OrderStatusTarget) =>
  buyerLetterTexts.statusLead('{магазин}', '{номер}', status);

/** The texts a shop has until it words its own, and gets back with a reset. */
export const DEFAULT_MESSAGE_TEMPLATES = {
  TELEGRAM_ORDER: MERCHANT_ORDER,
  EMAIL_ORDER: MERCHANT_ORDER,
  BUYER_ACCEPTED: [
    'Магазин «{магазин}» получил вашу заявку #{номер}.',
    '{позиции}',
    orderMessages.sentTotal('{итого}'),
    orderMessages.sentNext('{телефон}'),
  ].join('\n\n'),
  BUYER_IN_PROGRESS: statusLetter('IN_PROGRESS'),
  BUYER_DONE: statusLetter('DONE'),
  BUYER_CANCELLED: statusLetter('CANCELLED'),
} as const satisfies Record<MessageTemplateKind, string>;

const listed = (tokens: readonly string[]) => tokens.join(', ');

export const messageTemplateMessages = {
  textRequired: 'Введите текст шаблона',
  tooLong: (max: number) => `Шаблон не может быть длиннее ${max} символов`,
  /** Names each placeholder the template may not hold, and those it may. */
  unknownPlaceholders: (unknown: readonly string[], allowed: readonly string[]) =>
    unknown.length === 1
      ? `Неизвестная подстановка ${unknown[0]}. В этом шаблоне можно: ${listed(allowed)}`
      : `Неизвестные подстановки: ${listed(unknown)}. В этом шаблоне можно: ${listed(allowed)}`,
  /** Every line holds something an order may lack: the message could come out empty. */
  noSteadyLine: (optional: readonly string[]) =>
    `Добавьте строку без ${optional.join(' и ')}: их может не быть в заявке, и сообщение выйдет пустым`,
  /** DELETE's answer. */
  reset: 'Шаблон возвращён к тексту по умолчанию',
} as const;
