import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { buildApp, type App } from '../app';
import { DEFAULT_BACKUP_KEEP } from '../config/backups';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '../config/payments';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_RATE_LIMITS,
  type Config,
  type RateLimits,
} from '../config';
import type { PasswordHashing } from '../config/auth';
import { DEFAULT_HTTP_TIMEOUTS, DEFAULT_LEGAL_DIR } from '../config/http';
import type { Database } from '../db/client';
import type { MessageDefinition } from '../features/delivery/delivery.service';
import type { PageFetcher } from '../infra/page-fetcher/page-fetcher';
import type { TelegramBot } from '../infra/telegram/telegram';
import { createLogger, type Logger } from '../logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** Closes the app, drops its database and removes its data folder. */
  close(): Promise<void>;
}

/** Settings to change, group by group. */
export type ConfigOverrides = { [Group in keyof Config]?: Partial<Config[Group]> };

export interface TestAppOptions {
  config?: ConfigOverrides;
  /** Silent unless given; see captureLogs. */
  logger?: Logger;
  /** Replace some of the default limits, to reach them in a few calls. */
  rateLimits?: Partial<RateLimits>;
  /** The app's clock; see testClock. */
  now?: () => Date;
  /** The fetcher of domain verification; by default the real one, per config.allowPrivateFetch. */
  pageFetcher?: PageFetcher;
  /** A bot with the test's own handlers (see createTelegram); by default the configured one. */
  telegram?: TelegramBot;
  /** Outbox kinds of a test's own (see sinkKind); a worker runs only with a `delivery.concurrency`. */
  messageKinds?: MessageDefinition[];
  /** The database instead of an isolated one, as for several apps on one PostgreSQL; the app closes it. */
  database?: Database;
}

/**
 * Argon2id's least cost: a hash in well under a millisecond instead of tens at OWASP's, paid by
 * every account a test makes. The production cost is tested where it is read (passwords.test).
 */
export const CHEAP_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
};

/** A complete configuration for tests: nothing comes from the environment. */
export function testConfig(dataDir: string, overrides: ConfigOverrides = {}): Config {
  return {
    http: {
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      consoleDir: join(dataDir, 'console'),
      widgetFile: join(dataDir, 'widget.js'),
      legalDir: DEFAULT_LEGAL_DIR,
      timeouts: DEFAULT_HTTP_TIMEOUTS,
      ...overrides.http,
    },
    storage: {
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'vitrina-test',
      ...overrides.storage,
    },
    mail: { smtpUrl: undefined, from: 'Vitrina <no-reply@localhost>', ...overrides.mail },
    media: { s3: undefined, photoLimits: { ...PHOTO_LIMITS }, ...overrides.media },
    auth: {
      jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
      accessTokenTtlSeconds: 900,
      passwordHashing: CHEAP_PASSWORD_HASHING,
      ...overrides.auth,
    },
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...overrides.rateLimits },
    logLevel: overrides.logLevel ?? 'silent',
    pageFetch: { allowPrivate: false, ...overrides.pageFetch },
    // No outbox worker unless a test asks for one (a concurrency): most tests deliver nothing.
    delivery: { ...DEFAULT_DELIVERY_SETTINGS, concurrency: 0, ...overrides.delivery },
    // Telegram is off unless a test gives a token (and a local Bot API server's address).
    telegram: {
      botToken: undefined,
      apiRoot: 'https://api.telegram.org',
      webhookUrl: undefined,
      ...overrides.telegram,
    },
    // No test reaches ЮKassa: one that checks keys gives a local API's address.
    payments: {
      yookassaApiRoot: 'http://api.yookassa.invalid',
      secret: 'a-test-payments-secret-long-enough-for-hkdf',
      holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
      // Tests run the poll's rounds themselves (`app.services.paymentPoll.tick()`).
      pollIntervalMs: 3_600_000,
      ...overrides.payments,
    },
    // Scheduled backups only where a test asks for them.
    backups: {
      intervalHours: 0,
      keep: DEFAULT_BACKUP_KEEP,
      folder: join(dataDir, 'backups'),
      ...overrides.backups,
    },
    // No /metrics unless a test gives a token.
    metrics: { token: undefined, ...overrides.metrics },
  };
}

/** The real app on an isolated, migrated database, with a temporary data folder. Not yet ready. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-test-'));
  const config = testConfig(dataDir, {
    ...options.config,
    rateLimits: { ...options.config?.rateLimits, ...options.rateLimits },
  });
  const logger = options.logger ?? createLogger('silent');
  const database = options.database ?? (await createTestDatabase(logger));
  const app = await buildApp(config, {
    database,
    logger,
    now: options.now,
    pageFetcher: options.pageFetcher,
    telegram: options.telegram,
    messageKinds: options.messageKinds,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
