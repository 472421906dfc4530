import { SHOP_EVENT_LIMITS, type ShopEventData } from '@vitrina/contracts/shop-events';
import type { ServerResponse } from 'node:http';
import type { ShopEventRow } from '../../db/schema';

/** An event as the stream writes it: its id for `Last-Event-ID`, its name, and its order. */
export function eventText(event: ShopEventRow): string {
  const data: ShopEventData = { id: event.orderId, number: event.orderNumber };
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The id a console comes back with, when it is one: anything else starts the stream from now,
 * and the console re-reads its screens on every connection anyway.
 */
export function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Opens the response as a stream of events: no cache, no buffering by a proxy, and the wait
 * before the browser's next try. The socket's idle timeout is off; the heartbeat keeps it used.
 */
export function openEventStream(response: ServerResponse): void {
  response.socket?.setTimeout(0);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  response.write(`retry: ${SHOP_EVENT_LIMITS.retryMs}\n: connected\n\n`);
}
