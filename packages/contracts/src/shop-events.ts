// What a signed-in console hears of its shop as it happens (issue 32): the names of the events
// on `GET /api/v1/events/stream`. Plain values (no zod) for the console's stream reader.

export const SHOP_EVENT_KINDS = [
  'order.created',
  'order.status_changed',
  'delivery.failed',
  /** Paid, not paid in time, or refunded (issue 33). */
  'order.payment_changed',
] as const;
export type ShopEventKind = (typeof SHOP_EVENT_KINDS)[number];

/** An event's data: the order it is about. */
export interface ShopEventData {
  id: number;
  number: number;
}

/** The stream's numbers, shared by the server and the console. */
export const SHOP_EVENT_LIMITS = {
  /** Events are kept this long for a console that comes back with `Last-Event-ID`. */
  keptHours: 24,
  /** A comment line this often keeps proxies from closing a quiet stream; it also rechecks access. */
  heartbeatMs: 20_000,
  /** How long the console waits before it connects again, as the stream's `retry:` says. */
  retryMs: 2_000,
  /** The console's longest wait between tries while the stream keeps failing. */
  retryMaxMs: 30_000,
  /** Failed tries in a row after which the console also polls. */
  failuresBeforePolling: 3,
  /** How often the console re-reads its screens while it polls instead. */
  fallbackPollMs: 15_000,
  /** Streams one account may hold open in one server process. */
  streamsPerAccount: 10,
  /** Events read at once when a stream catches up. */
  readBatch: 200,
} as const;

export const shopEventMessages = {
  notAStreamReader: 'Поток событий отдаётся запросу с заголовком Accept: text/event-stream',
  tooManyStreams: 'Консоль открыта в слишком многих вкладках. Закройте лишние и обновите страницу',
} as const;
