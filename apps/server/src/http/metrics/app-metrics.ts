import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxState } from '../../features/delivery/delivery.service';
import type { Logger } from '../../logger';
import { routeOf } from '../request-log';
import { processMetrics } from './process-metrics';

/** A connection pool's use at a moment, as node-postgres counts it. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppMetricsDeps {
  /** The outbox's counts, read at each scrape. */
  outboxState: () => Promise<OutboxState>;
  /** The database's connection pool; none for the embedded database, which has no pool. */
  poolUse?: () => PoolUse;
  logger: Logger;
}

/**
 * From 5 ms to the 30 s a request may take at most (HTTP_REQUEST_TIMEOUT's default): most API
 * answers fall in the first buckets, imports' uploads and exports in the last.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A scrape does not wait longer than this for the outbox's counts: the rest is still worth it. */
const OUTBOX_READ_MS = 2000;

/**
 * A read shared by the collectors of one scrape: prom-client runs them all at once, so the
 * outbox's four gauges cost one query.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= read().finally(() => {
      pending = undefined;
    }));
}

/** Resolves with what `promise` resolves, or rejects after `ms`; leaves no timer. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function outboxGauges(registry: Registry, { outboxState, logger }: AppMetricsDeps) {
  const read = sharedRead(async (): Promise<OutboxState | undefined> => {
    try {
      return await within(outboxState(), OUTBOX_READ_MS);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ reason }, 'Metrics: the outbox could not be read');
      return undefined;
    }
  });
  const gauge = (name: string, help: string, value: (state: OutboxState) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const state = await read();
        // Unknown rather than a reassuring zero when the database did not answer.
        this.set(state ? value(state) : Number.NaN);
      },
    });
  gauge('outbox_due_messages', 'Outbox messages due now that no worker holds.', (s) => s.due);
  gauge('outbox_leased_messages', 'Outbox messages held by a try under way.', (s) => s.leased);
  gauge('outbox_failed_messages', 'Outbox messages that failed for good.', (s) => s.failed);
  gauge(
    'outbox_oldest_due_age_seconds',
    'How long the longest-waiting due outbox message has waited; 0 when none is due.',
    (s) => s.oldestDueSeconds,
  );
}

function poolGauges(registry: Registry, poolUse: () => PoolUse) {
  const gauge = (name: string, help: string, value: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value(poolUse()));
      },
    });
  gauge(
    'db_pool_connections',
    'Connections the database pool holds, busy or idle.',
    (u) => u.total,
  );
  gauge('db_pool_idle_connections', 'Connections of the database pool not in use.', (u) => u.idle);
  gauge(
    'db_pool_waiting_queries',
    'Queries waiting for a connection of the database pool.',
    (u) => u.waiting,
  );
}

/**
 * The metrics of one app, in a registry of its own (tests build many apps in one process), read
 * beside the process's own. 5xx answers are `http_requests_total{status_code=~"5.."}`: a counter
 * of errors apart would repeat it.
 */
export function createAppMetrics(deps: AppMetricsDeps) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const deliveryResults = new Counter({
    name: 'delivery_results_total',
    help: 'Outbox tries recorded, by the channel they reached (none: failed before) and result.',
    labelNames: ['channel', 'result'] as const,
    registers: [registry],
  });
  outboxGauges(registry, deps);
  if (deps.poolUse) poolGauges(registry, deps.poolUse);
  const scraped = Registry.merge([registry, processMetrics()]);

  return {
    /** Counts the tries of the outbox by channel and result; given to the delivery worker. */
    deliveryResults,

    /** Counts an answered request under its route's pattern, never its path. */
    observe(request: FastifyRequest, reply: FastifyReply) {
      const labels = { method: request.method, route: routeOf(request) };
      requests.inc({ ...labels, status_code: String(reply.statusCode) });
      durations.observe(labels, reply.elapsedTime / 1000);
    },

    contentType: scraped.contentType,

    /** Everything, in Prometheus's text format. */
    scrape: (): Promise<string> => scraped.metrics(),
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
