import {
  SHOP_EVENT_KINDS,
  SHOP_EVENT_LIMITS,
  type ShopEventData,
  type ShopEventKind,
} from '@vitrina/contracts/shop-events';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** An event of the shop as the stream sent it. */
export interface LiveEvent {
  kind: ShopEventKind;
  order: ShopEventData;
}

export interface LiveConnectionDeps {
  url: string;
  fetchFn: typeof fetch;
  /** The headers of each try, read anew: the token may have been refreshed meanwhile. */
  headers(): Record<string, string>;
  onEvent(event: LiveEvent): void;
  /** Connected again after a break: the screens re-read what they may have missed. */
  onReconnected(): void;
  /** The stream answered 401: the token is refreshed before the next try. */
  onUnauthorized(): Promise<void>;
  /** Called on a timer while the stream cannot be held: the screens re-read by polling. */
  onPoll(): void;
}

type Outcome = 'ended' | 'failed' | 'unauthorized';

function liveEventOf(message: EventSourceMessage): LiveEvent | undefined {
  const kind = SHOP_EVENT_KINDS.find((each) => each === message.event);
  if (!kind) return undefined;
  try {
    const order = JSON.parse(message.data) as ShopEventData;
    return Number.isInteger(order.id) && Number.isInteger(order.number)
      ? { kind, order }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The wait before try number `failures + 1`: doubling from `retryMs`, at most `retryMaxMs`. */
export function retryDelay(failures: number): number {
  const { retryMs, retryMaxMs } = SHOP_EVENT_LIMITS;
  return Math.min(retryMaxMs, retryMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Holds the shop's event stream open, read by fetch so that the token travels in a header, not
 * in an address (decision 61). It comes back with `Last-Event-ID` after every break, waits longer
 * after each failure, and polls while it keeps failing. Answers its stop.
 */
export function startLiveConnection(deps: LiveConnectionDeps): () => void {
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;
  let connections = 0;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  function polling(on: boolean) {
    if (on && !pollTimer) pollTimer = setInterval(deps.onPoll, SHOP_EVENT_LIMITS.fallbackPollMs);
    if (!on && pollTimer) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
  }

  const parser = createParser({
    onEvent(message) {
      if (message.id) lastEventId = message.id;
      const event = liveEventOf(message);
      if (event) deps.onEvent(event);
    },
  });

  async function readOnce(): Promise<Outcome> {
    const headers = {
      ...deps.headers(),
      accept: 'text/event-stream',
      ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
    };
    const response = await deps.fetchFn(deps.url, { headers, signal: abort.signal });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) return 'failed';
    failures = 0;
    polling(false);
    connections += 1;
    if (connections > 1) deps.onReconnected();
    parser.reset();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'ended';
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function run() {
    while (!abort.signal.aborted) {
      const outcome = await readOnce().catch((): Outcome => 'failed');
      if (abort.signal.aborted) return;
      if (outcome === 'unauthorized') await deps.onUnauthorized();
      if (outcome !== 'ended') failures += 1;
      if (failures >= SHOP_EVENT_LIMITS.failuresBeforePolling) polling(true);
      await pause(outcome === 'ended' ? SHOP_EVENT_LIMITS.retryMs : retryDelay(failures));
    }
  }

  void run();
  return () => {
    abort.abort();
    polling(false);
  };
}
