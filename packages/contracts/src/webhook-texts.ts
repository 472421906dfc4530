// A shop's outgoing webhooks (issue 36, decision 73): the events a merchant's address may hear,
// how a delivery is signed, the limits and what the console and the API say. Plain values (no
// zod): the console's screens take them without the schemas.

/** The events an address may be subscribed to, as the body's `event` names them. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'payment.succeeded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event of «Проверить»: sent to one address on the merchant's demand, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Every event a delivery may carry. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEvent = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS = {
  'order.created': 'Новый заказ',
  'order.status_changed': 'Статус заказа изменён',
  'payment.succeeded': 'Заказ оплачен',
  'webhook.test': 'Проверка',
} as const satisfies Record<WebhookDeliveryEvent, string>;

/**
 * The headers of every delivery. The signature is HMAC-SHA256 of the body's exact bytes under
 * the address's secret, in lowercase hex after `sha256=`.
 */
export const WEBHOOK_HEADERS = {
  signature: 'X-Vitrina-Signature',
  event: 'X-Vitrina-Event',
  /** The event's id, the body's `id`: the same in every try and resend of that event. */
  delivery: 'X-Vitrina-Delivery',
} as const;

export const WEBHOOK_SIGNATURE_PREFIX = 'sha256=';

/** A secret's fixed start, so that a merchant (and a secret scanner) can tell what it is. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_LIMITS = {
  urlMaxLength: 2000,
  /** Addresses one shop may keep. */
  endpointsPerShop: 10,
  /** Random bytes of a secret, written in base64url after its prefix. */
  secretBytes: 32,
  /** How much of the secret the console shows once it is saved. */
  secretShownLength: 4,
  /** How long a receiver has to answer one try, connection included. */
  timeoutMs: 10_000,
  /** Bytes of an answer read at most; the rest is not downloaded. */
  answerReadBytes: 16 * 1024,
  /** Characters of an answer's body the log keeps. */
  excerptLength: 500,
  /** Deliveries of one address the log answers at once, newest first. */
  logPageSize: 20,
  /** Days an ended delivery stays in the log with its tries; then it is forgotten. */
  logKeptDays: 30,
} as const;

export const webhookMessages = {
  urlRequired: 'Укажите адрес',
  urlInvalid: 'Введите адрес вида https://example.ru/webhook',
  urlTooLong: `Адрес длиннее ${WEBHOOK_LIMITS.urlMaxLength} символов`,
  urlNotHttps:
    'Адрес должен начинаться с https://: заказы передаются только по защищённому соединению',
  urlWithCredentials: 'Уберите из адреса имя и пароль: запросы подписываются секретом',
  urlPrivate:
    'Адрес ведёт во внутреннюю сеть или на этот компьютер: укажите адрес, открытый в интернете',
  urlPort: 'Укажите адрес без порта или с портом 443',
  urlUnresolved: 'Не удалось найти сервер по этому адресу: проверьте имя',
  urlTaken: 'Этот адрес уже добавлен',
  eventsRequired: 'Выберите хотя бы одно событие',
  updateEmpty: 'Укажите, что изменить: включён ли адрес или его события',
  tooManyEndpoints: `Можно добавить не больше ${WEBHOOK_LIMITS.endpointsPerShop} адресов`,
  endpointDisabled: 'Адрес выключен: включите его, чтобы отправить событие',
  deliveryUnderWay: 'Событие ещё отправляется: дождитесь ответа',
  deleted: 'Адрес удалён',
  testMessage: 'Проверка связи из Витрины',
} as const;

/** Why a try did not deliver, as the log shows it; `status` is the receiver's HTTP status. */
export const webhookFailures = {
  status: (status: number) => `Сервер ответил ${status}`,
  redirected: (status: number) =>
    `Сервер ответил ${status} и перенаправил запрос: укажите в настройках адрес, куда он ведёт`,
  timeout: `Сервер не ответил за ${WEBHOOK_LIMITS.timeoutMs / 1000} с`,
  unreachable: 'Не удалось соединиться с сервером',
  refused: 'Адрес больше не открыт в интернете: он ведёт во внутреннюю сеть',
  endpointDeleted: 'Адрес удалён',
  endpointDisabled: 'Адрес выключен',
  secretUnreadable: 'Секрет адреса не читается на сервере: удалите адрес и добавьте его снова',
} as const;
