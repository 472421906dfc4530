// Caches across processes: a price edited through one process, then the public showcase read
// straight from every process (not through the proxy) until each serves the new price. Each
// process's time is counted from the edit's answer to the first read that showed it.
import { readCard } from './buyers';
import type { Call, Target } from './http-client';
import type { Merchant } from './merchant';

export interface CacheCheck {
  /** Seconds since the soak's start. */
  at: number;
  /** The process the edit went through. */
  writer: string;
  /** Milliseconds until each process showed the price; null when it did not within the wait. */
  seen: Record<string, number | null>;
}

/** How long a check waits for a process before it counts it as stale: twice the promise. */
const WAIT_MS = 2000;
export const PROMISED_MS = 1000;

/** Addresses of the checks' reads, in turn: 500 of them keep each under the per-IP limit. */
let nextAddress = 0;
function checkAddress(): string {
  const index = nextAddress++ % 500;
  return `127.0.${30 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** Reads the card from one process until it shows `price`; the milliseconds since `since`. */
async function timeUntilShown(
  call: Call,
  target: Target,
  merchant: Merchant,
  price: number,
  since: number,
): Promise<number | null> {
  while (performance.now() - since < WAIT_MS) {
    const card = await readCard(call, target, merchant, merchant.products.watched, checkAddress());
    if (card && Number(card.price) === price) return performance.now() - since;
  }
  return null;
}

export async function checkCache(
  call: Call,
  writer: Target,
  readers: Target[],
  merchant: Merchant,
  price: number,
  startedAt: number,
): Promise<CacheCheck | undefined> {
  const edited = await call(writer, `/api/v1/catalog/product/${merchant.products.watched}/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${merchant.accessToken}` },
    body: { price },
    from: merchant.from,
  });
  // A writer killed under the edit: no check this time.
  if (edited.status !== 200) return undefined;
  const since = performance.now();
  const times = await Promise.all(
    readers.map((reader) => timeUntilShown(call, reader, merchant, price, since)),
  );
  return {
    at: (since - startedAt) / 1000,
    writer: writer.name,
    seen: Object.fromEntries(readers.map((reader, index) => [reader.name, times[index]!])),
  };
}
