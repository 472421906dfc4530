// The soak's figures and checks, from what the clients wrote down, what the channels received
// and what the database holds.
import type { KillRecord } from '../cluster/cluster';
import type { BuyerTally } from './buyers';
import { PROMISED_MS, type CacheCheck } from './cache-check';
import {
  deliveryFigures,
  MESSAGE_KINDS,
  storedOrders,
  type Received,
  type StoredOrder,
} from './deliveries';
import type { Exchange } from './http-client';
import type { Merchant } from './merchant';
import type { MerchantTally } from './merchant-work';
import type { ShopStream } from './shop-stream';
import type { OrderRow, OutboxRow, ShopEventRow } from './stored';

/** A kill and the restart that followed it. */
export interface Restart extends KillRecord {
  /** performance.now() once the process answered as ready again. */
  readyAt: number;
}

export interface SoakRecord {
  proxy: string;
  processes: number;
  durationSeconds: number;
  killEverySeconds: number;
  merchants: Merchant[];
  journal: Exchange[];
  restarts: Restart[];
  buyers: BuyerTally;
  work: MerchantTally;
  cacheChecks: CacheCheck[];
  streams: ShopStream[];
  orders: OrderRow[];
  outbox: OutboxRow[];
  shopEvents: ShopEventRow[];
  received: Received;
  /** Order cards edited in the chats (each status move edits its card): answered edits. */
  cardEdits: number;
  /** Seconds from the load's end until every message had come (or the drain gave up). */
  drainSeconds: number;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Verdict {
  figures: [string, string | number][];
  checks: Check[];
}

/**
 * A request is in flight at a kill when it was under way between the signal and the process's
 * exit, give or take the moment the proxy takes to see the connection close.
 */
const KILL_GRACE_MS = 200;

function inFlightAtKill(exchange: Exchange, restarts: Restart[]) {
  return restarts.some(
    (kill) =>
      exchange.startedAt <= kill.exitedAt + KILL_GRACE_MS && exchange.endedAt >= kill.signalledAt,
  );
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

const ms = (value: number) => `${Math.round(value)} ms`;

function orderChecks(
  record: SoakRecord,
  stored: StoredOrder[],
): { figures: Verdict['figures']; checks: Check[] } {
  const byKey = new Map<string, OrderRow[]>();
  for (const row of record.orders) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const siteOf = new Map(record.merchants.map((each) => [each.index, each.siteId]));
  const acknowledged = record.buyers.acknowledged;
  const lost = acknowledged.filter((order) => (byKey.get(order.key) ?? []).length === 0);
  const twice = acknowledged.filter((order) => (byKey.get(order.key) ?? []).length > 1);
  const misnumbered = acknowledged.filter((order) => {
    const [row] = byKey.get(order.key) ?? [];
    return (
      row !== undefined &&
      (row.number !== order.number || row.siteId !== siteOf.get(order.merchant))
    );
  });
  const markers = new Map<string, number>();
  for (const row of record.orders) {
    if (row.comment) markers.set(row.comment, (markers.get(row.comment) ?? 0) + 1);
  }
  const markedTwice = [...markers.values()].filter((count) => count > 1).length;
  const ackedKeys = new Set(acknowledged.map((order) => order.key));
  const unacknowledged = record.orders.filter((row) => !ackedKeys.has(row.key)).length;
  const retried = acknowledged.filter((order) => order.tries > 1).length;
  return {
    figures: [
      ['orders acknowledged (201)', acknowledged.length],
      ['  of them after a retry with the same key', retried],
      ['orders in the database', stored.length],
      ['  never acknowledged (the buyer gave up on 5xx or no answer)', unacknowledged],
      ['buyers who gave up', record.buyers.gaveUp.length],
      ['409 price changed (nothing ordered)', record.buyers.priceChanged],
      ['429 limited', record.buyers.limited],
      ['other refusals', JSON.stringify(record.buyers.refused)],
    ],
    checks: [
      {
        name: 'every acknowledged order exists exactly once',
        ok:
          lost.length === 0 && twice.length === 0 && misnumbered.length === 0 && markedTwice === 0,
        detail:
          `${acknowledged.length} acknowledged: ${lost.length} missing, ${twice.length} twice, ` +
          `${misnumbered.length} with another number or site, ${markedTwice} markers twice`,
      },
    ],
  };
}

function messageChecks(record: SoakRecord, stored: StoredOrder[]) {
  const telegramOf = new Set(
    record.merchants.filter((each) => each.chat).map((each) => each.index),
  );
  const figures = deliveryFigures(stored, record.received, (merchant) => telegramOf.has(merchant));
  const rows: Verdict['figures'] = MESSAGE_KINDS.map((kind) => {
    const each = figures[kind];
    return [
      `${kind}s: expected / delivered / missing / duplicates (orders)`,
      `${each.expected} / ${each.delivered} / ${each.missing} / ${each.duplicates} (${each.ordersWithDuplicates})`,
    ];
  });
  const missing = MESSAGE_KINDS.reduce((sum, kind) => sum + figures[kind].missing, 0);
  const expected = MESSAGE_KINDS.reduce((sum, kind) => sum + figures[kind].expected, 0);
  const duplicates = MESSAGE_KINDS.reduce((sum, kind) => sum + figures[kind].duplicates, 0);
  const outbox = record.outbox.map(
    (row) => `${row.status} ${row.count} (${row.possiblySent} possibly sent)`,
  );
  const moves = Object.values(record.work.moves).reduce((sum, count) => sum + count, 0);
  rows.push(['telegram card edits / status moves', `${record.cardEdits} / ${moves}`]);
  rows.push(['outbox rows at the end', outbox.join(', ')]);
  rows.push(['drain after the load', `${record.drainSeconds.toFixed(1)} s`]);
  return {
    figures: rows,
    checks: [
      {
        name: 'every message delivered at least once',
        ok: missing === 0,
        detail: `${expected} expected, ${missing} missing, ${duplicates} duplicate copies`,
      },
    ],
  };
}

/**
 * Why an order's event never reached the stream: its row, and the first later event the stream
 * was sent instead (a stream goes on from the last id it was sent, so an event whose id is
 * lower but which committed later is passed over).
 */
function missedEventDetail(record: SoakRecord, merchant: number, number: number): string {
  const siteId = record.merchants[merchant]?.siteId;
  const row = record.shopEvents.find(
    (each) => each.siteId === siteId && each.kind === 'order.created' && each.number === number,
  );
  if (!row) return `merchant ${merchant} #${number}: no order.created row`;
  const later = record.streams[merchant]?.heard.find((each) => each.id > row.id);
  const passedOver = later
    ? `, passed over: the stream was sent id ${later.id} (${later.kind} #${later.number}) first`
    : '';
  return `merchant ${merchant} #${number}: event id ${row.id}${passedOver}`;
}

function streamChecks(record: SoakRecord): { figures: Verdict['figures']; checks: Check[] } {
  const missed: string[] = [];
  let repeated = 0;
  for (const order of record.buyers.acknowledged) {
    const heard = record.streams[order.merchant]?.created.get(order.number) ?? 0;
    if (heard === 0) missed.push(missedEventDetail(record, order.merchant, order.number));
    if (heard > 1) repeated += 1;
  }
  const connections = record.streams.reduce((sum, stream) => sum + stream.connections, 0);
  const acknowledged = record.buyers.acknowledged.length;
  return {
    figures: [
      ['event streams: connections (first ones included)', connections],
      ['  acknowledged orders heard more than once', repeated],
      ['  acknowledged orders never heard', missed.length],
    ],
    checks: [
      {
        name: "every acknowledged order reached its merchant's event stream",
        ok: missed.length === 0,
        detail:
          `${acknowledged - missed.length} of ${acknowledged} heard` +
          (missed.length > 0 ? `; ${missed.slice(0, 10).join('; ')}` : ''),
      },
    ],
  };
}

function errorChecks(record: SoakRecord): { figures: Verdict['figures']; checks: Check[] } {
  const failed = record.journal.filter((each) => each.status === 0 || each.status >= 500);
  const atKill = failed.filter((each) => inFlightAtKill(each, record.restarts));
  const elsewhere = failed.filter((each) => !atKill.includes(each));
  const describe = (each: Exchange) =>
    `${each.status || each.error} ${each.method} ${each.path} via ${each.target}`;
  const byKind = (list: Exchange[]) => {
    const counts = new Map<string, number>();
    for (const each of list) {
      const key = `${each.status || 'no answer'} ${each.method} ${each.path.replace(/\d+/g, ':id')}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, count]) => `${count}× ${key}`).join('; ') || 'none';
  };
  return {
    figures: [
      ['5xx or no answer', failed.length],
      ['  in flight at a kill', `${atKill.length}: ${byKind(atKill)}`],
      ['  not at a kill', `${elsewhere.length}: ${byKind(elsewhere)}`],
    ],
    checks: [
      {
        name: 'no 5xx except to requests in flight at a kill',
        ok: elsewhere.length === 0,
        detail: elsewhere.slice(0, 5).map(describe).join('; ') || `${atKill.length} at kills`,
      },
    ],
  };
}

function cacheCheck(record: SoakRecord): { figures: Verdict['figures']; checks: Check[] } {
  const times = record.cacheChecks.flatMap((check) => Object.values(check.seen));
  const stale = times.filter((time) => time === null).length;
  const seen = times.filter((time): time is number => time !== null).sort((a, b) => a - b);
  const worst = seen.at(-1) ?? 0;
  return {
    figures: [
      [
        'cache checks (price edited through one process, read from each)',
        record.cacheChecks.length,
      ],
      [
        '  time until served by a process: median / p95 / worst',
        `${ms(percentile(seen, 0.5))} / ${ms(percentile(seen, 0.95))} / ${ms(worst)}`,
      ],
    ],
    checks: [
      {
        name: `a price edited on one process is served by all within ${PROMISED_MS / 1000} s`,
        ok: record.cacheChecks.length > 0 && stale === 0 && worst <= PROMISED_MS,
        detail: `${record.cacheChecks.length} checks, worst ${ms(worst)}, ${stale} not seen within 2 s`,
      },
    ],
  };
}

function loadFigures(record: SoakRecord): Verdict['figures'] {
  const viaProxy = record.journal.filter((each) => each.target === 'proxy');
  const orderTimes = record.journal
    .filter((each) => each.path === '/api/v1/public/orders' && each.status === 201)
    .map((each) => each.endedAt - each.startedAt)
    .sort((a, b) => a - b);
  const restartTimes = record.restarts.map((each) => each.readyAt - each.signalledAt);
  const moves = Object.entries(record.work.moves).map(([status, count]) => `${status} ${count}`);
  return [
    ['requests through the proxy', viaProxy.length],
    ['  per second', (viaProxy.length / record.durationSeconds).toFixed(1)],
    [
      'order POST time (201): median / p99',
      `${ms(percentile(orderTimes, 0.5))} / ${ms(percentile(orderTimes, 0.99))}`,
    ],
    ['showcase reads / beacons', `${record.buyers.showcaseReads} / ${record.buyers.beacons}`],
    ['price edits / status moves', `${record.work.edits} / ${moves.join(', ')}`],
    ['merchant refusals', JSON.stringify(record.work.refusals)],
    [
      'kills (SIGKILL) and restarts',
      record.restarts
        .map((each) => `${each.name} ${ms(each.readyAt - each.signalledAt)}`)
        .join(', '),
    ],
    ['  restart, kill to ready: worst', ms(Math.max(0, ...restartTimes))],
  ];
}

export function judge(record: SoakRecord): Verdict {
  const stored = storedOrders(record.merchants, record.orders);
  const parts = [
    { figures: loadFigures(record), checks: [] },
    orderChecks(record, stored),
    messageChecks(record, stored),
    streamChecks(record),
    errorChecks(record),
    cacheCheck(record),
  ];
  return {
    figures: parts.flatMap((part) => part.figures),
    checks: parts.flatMap((part) => part.checks),
  };
}

export function printVerdict(record: SoakRecord, verdict: Verdict) {
  const heading =
    `Soak: ${record.processes} processes behind ${record.proxy}, ${record.durationSeconds} s, ` +
    `a SIGKILL and restart every ${record.killEverySeconds} s, ${record.merchants.length} merchants`;
  const width = Math.max(...verdict.figures.map(([label]) => label.length));
  const lines = [
    heading,
    '',
    ...verdict.figures.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    ...verdict.checks.map(
      (check) => `${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`,
    ),
  ];
  console.log(lines.join('\n'));
}
