import type { Db } from '../../db/client';
import type { HealthService } from './health.service';
import { lastMigrationApplied, lastMigrationOfRelease } from '../../db/migration-level';

/** Each condition of readiness, true when it holds. */
export interface ReadinessChecks {
  /** The database has every migration of this release. */
  migrations: boolean;
  /** The database answers (slowly counts: see `database` below). */
  database: boolean;
  /** This process's outbox worker runs, or this process runs none (DELIVERY_CONCURRENCY=0). */
  delivery: boolean;
}

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
}

/** As long as the database's probe waits: a balancer's probe gets its answer within its own. */
const MIGRATIONS_TIMEOUT_MS = 1000;

/** `promise`'s answer, or false after `ms`; leaves no timer. */
async function trueWithin(promise: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface ReadinessDeps {
  db: Db;
  health: Pick<HealthService, 'check'>;
  /** Whether this process's delivery worker runs as it should. */
  deliveryRunning: () => boolean;
  /** drizzle-kit's migrations folder; this release's by default. */
  migrationsFolder?: string;
  timeoutMs?: number;
}

/**
 * Whether this process should take traffic, for a load balancer's probe (GET /api/health/ready).
 * Cheap enough to ask every second: the migrations are read until they are found complete, never
 * after (a release's migrations do not come undone); the database's probe is the health check's,
 * with its fresh answer and its timeout; the worker's state is in memory.
 */
export function createReadinessService({
  db,
  health,
  deliveryRunning,
  migrationsFolder,
  timeoutMs = MIGRATIONS_TIMEOUT_MS,
}: ReadinessDeps) {
  let migrated = false;

  async function readMigrations(): Promise<boolean> {
    try {
      const [applied, released] = await Promise.all([
        lastMigrationApplied(db),
        lastMigrationOfRelease(migrationsFolder),
      ]);
      migrated ||= applied >= released;
    } catch {
      // No migrations table, or no database: not migrated as far as can be told.
    }
    return migrated;
  }

  const migrationsApplied = () =>
    migrated ? Promise.resolve(true) : trueWithin(readMigrations(), timeoutMs);

  return {
    async check(): Promise<Readiness> {
      const [migrations, probe] = await Promise.all([migrationsApplied(), health.check()]);
      const checks = {
        migrations,
        // Slow is not down: every process shares the one database, so taking them all out of
        // the balancer for its slowness would turn a slow service into none.
        database: probe !== 'error',
        delivery: deliveryRunning(),
      };
      return { ready: Object.values(checks).every(Boolean), checks };
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
