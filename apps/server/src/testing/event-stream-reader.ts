import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { App } from '../app';

/** An open `GET /api/v1/events/stream`, read as the console reads it: by fetch, not EventSource. */
export interface HeldStream {
  status: number;
  /** The next event sent, waiting for it when none is in hand. */
  next(): Promise<EventSourceMessage>;
  close(): void;
}

/** The app's address, listening on a free loopback port once (streams need a real socket). */
export async function addressOf(app: App): Promise<string> {
  const listening = app.server.listening ? app.server.address() : null;
  if (listening && typeof listening === 'object') return `http://127.0.0.1:${listening.port}`;
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** Opens the shop's event stream at `base` with the account's token and any other `headers`. */
export async function openStream(
  base: string,
  headers: Record<string, string>,
): Promise<HeldStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/v1/events/stream`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const heard: EventSourceMessage[] = [];
  let wake: (() => void) | undefined;
  const parser = createParser({
    onEvent(event) {
      heard.push(event);
      wake?.();
    },
  });
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        parser.feed(decoder.decode(read.value, { stream: true }));
      }
    })().catch(() => undefined);
  }
  return {
    status: response.status,
    async next() {
      while (heard.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return heard.shift()!;
    },
    close: () => abort.abort(),
  };
}
