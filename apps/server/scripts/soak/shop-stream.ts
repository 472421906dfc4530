// A merchant's console as it follows its shop's events: the Server-Sent Events stream through the
// proxy, opened again with Last-Event-ID whenever it ends (its process killed), as the console's
// reader does.
import http from 'node:http';
import { setTimeout as pause } from 'node:timers/promises';
import { createParser } from 'eventsource-parser';
import type { Target } from './http-client';

/** An event as the stream sent it, with when it came (performance.now()). */
export interface HeardEvent {
  id: number;
  kind: string;
  number: number;
  at: number;
}

export interface ShopStream {
  /** Numbers of the orders the stream told of as created, with how many times each. */
  readonly created: Map<number, number>;
  /** Every event heard, in order. */
  readonly heard: HeardEvent[];
  /** Connections opened, the first included. */
  readonly connections: number;
  /** Resolves once the first connection is open: events from then on are heard. */
  readonly opened: Promise<void>;
  close(): void;
}

/** The console's wait before it connects again (the stream's `retry:` says 2 s; the soak hurries). */
const RECONNECT_MS = 500;

/** Reads one connection until it ends, handing each event on. */
function readOnce(
  target: Target,
  from: string,
  headers: Record<string, string>,
  onEvent: (kind: string, data: string, id: string | undefined) => void,
  onOpen: () => void,
  stop: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(`${target.url}/api/v1/events/stream`, {
      headers,
      localAddress: from,
      signal: stop,
    });
    request.on('error', () => resolve());
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        response.on('end', () => resolve());
        return;
      }
      onOpen();
      const parser = createParser({
        onEvent: (event) => onEvent(event.event ?? 'message', event.data, event.id),
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => parser.feed(chunk));
      response.on('end', () => resolve());
      response.on('error', () => resolve());
    });
  });
}

export function followShopEvents(target: Target, accessToken: string, from: string): ShopStream {
  const created = new Map<number, number>();
  const heard: HeardEvent[] = [];
  const stop = new AbortController();
  let connections = 0;
  let lastEventId: string | undefined;
  let onOpen = () => {};
  const opened = new Promise<void>((resolve) => (onOpen = resolve));

  void (async () => {
    while (!stop.signal.aborted) {
      connections += 1;
      const headers = {
        accept: 'text/event-stream',
        authorization: `Bearer ${accessToken}`,
        ...(lastEventId && { 'last-event-id': lastEventId }),
      };
      await readOnce(
        target,
        from,
        headers,
        (kind, data, id) => {
          if (id) lastEventId = id;
          const { number } = JSON.parse(data) as { number: number };
          heard.push({ id: Number(id), kind, number, at: performance.now() });
          if (kind === 'order.created') created.set(number, (created.get(number) ?? 0) + 1);
        },
        onOpen,
        stop.signal,
      );
      await pause(RECONNECT_MS, undefined, { signal: stop.signal }).catch(() => undefined);
    }
  })();

  return {
    created,
    heard,
    get connections() {
      return connections;
    },
    opened,
    close: () => stop.abort(),
  };
}
