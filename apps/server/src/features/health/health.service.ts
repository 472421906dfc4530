import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type Health = 'ok' | 'degraded' | 'error';

/** Long enough for an idle database, short enough for a load balancer's probe. */
const DEFAULT_TIMEOUT_MS = 1000;

/**
 * How long a settled probe answers the checks that follow it. Far below any load balancer's
 * interval, and under load it keeps probes from adding queries (decision 0039): the embedded
 * database runs one statement at a time, so a query per probe held health to its pace.
 */
export const HEALTH_FRESH_MS = 1000;

function after<T>(ms: number, value: T) {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(value), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

interface HealthDeps {
  db: Db;
  timeoutMs?: number;
  freshMs?: number;
}

/**
 * Whether the database answers a trivial query: `ok`, `error` when it fails, or `degraded` when
 * it has not answered within the timeout (busy, not gone). Probes that arrive while a query is
 * on its way wait for that one, so a burst of probes adds one query to a busy database; a
 * settled answer stands for `freshMs`.
 */
export function createHealthService({
  db,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  freshMs = HEALTH_FRESH_MS,
}: HealthDeps) {
  let pending: Promise<Health> | undefined;
  let settled: { health: Health; at: number } | undefined;

  function probe(): Promise<Health> {
    pending ??= db
      .execute(sql`select 1`)
      .then(
        () => 'ok' as const,
        () => 'error' as const,
      )
      .then((health) => {
        settled = { health, at: performance.now() };
        return health;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    async check(): Promise<Health> {
      if (settled && performance.now() - settled.at < freshMs) return settled.health;
      const timeout = after(timeoutMs, 'degraded' as const);
      try {
        return await Promise.race([probe(), timeout.promise]);
      } finally {
        timeout.cancel();
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
