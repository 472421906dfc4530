import { EVENT_LIMITS, type EventBatch, type WidgetEvent } from '@vitrina/contracts/events';

/** Queues a funnel event; the events of one task leave together in one request. */
export type Track = (event: WidgetEvent) => void;

/** What the beacon uses of the page's window; tests pass their own. */
export interface BeaconWindow {
  /** Missing in a few embedded browsers. */
  navigator: { sendBeacon?: Navigator['sendBeacon'] };
  fetch: typeof fetch;
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  addEventListener: Window['addEventListener'];
}

/**
 * The funnel events of a page, sent to `url` as `text/plain` JSON: a simple request, so no
 * preflight, and no cookie; of the visitor only the tab's random `visitor` id. `sendBeacon`
 * outlives the page; where it is missing or refuses, a keepalive fetch does the same. Nothing is
 * retried: each request counts once.
 */
export function createBeacon(
  url: string,
  siteId: number,
  visitor: string,
  page: BeaconWindow = window,
): Track {
  let queue: WidgetEvent[] = [];

  const send = (events: WidgetEvent[]) => {
    const batch: EventBatch = { site_id: siteId, visitor, events };
    // A string body goes as text/plain;charset=UTF-8, by sendBeacon and by fetch alike.
    const body = JSON.stringify(batch);
    if (page.navigator.sendBeacon?.(url, body)) return;
    page.fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => {});
  };

  const flush = () => {
    const events = queue;
    queue = [];
    for (let start = 0; start < events.length; start += EVENT_LIMITS.eventsPerBeacon) {
      send(events.slice(start, start + EVENT_LIMITS.eventsPerBeacon));
    }
  };

  // A page being left sends what is queued while it still can.
  page.addEventListener('pagehide', flush);
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') flush();
  });

  return (event) => {
    if (!queue.length) setTimeout(flush);
    queue.push(event);
  };
}
