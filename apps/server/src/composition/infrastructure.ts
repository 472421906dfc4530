import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { createAccessTokens, type AccessTokens } from '../infra/access-tokens';
import { createChanges, type Changes } from '../infra/changes/changes';
import type { Clock } from '../infra/clock';
import { createMailer, type Mailer } from '../infra/mailer/mailer';
import { createMediaStorage } from '../infra/media/create-media-storage';
import type { MediaStorage } from '../infra/media/media-storage';
import { anyAddressPolicy, publicInternetPolicy } from '../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../infra/page-fetcher/create-page-fetcher';
import type { PageFetcher } from '../infra/page-fetcher/page-fetcher';
import { createRateLimiter } from '../infra/rate-limits/create-rate-limiter';
import type { RateLimiter } from '../infra/rate-limits/rate-limiter';
import { createTelegram } from '../infra/telegram/create-telegram';
import type { TelegramBot } from '../infra/telegram/telegram';
import type { Logger } from '../logger';
import { prepareSessionCheck } from '../features/auth/sessions.repository';
import { createLiveSessions, type LiveSessions } from '../infra/live-sessions';

/** The edges of the world that services use, each behind its interface. */
export interface Infrastructure {
  db: Db;
  /** The embedded PGlite rather than PostgreSQL (client.ts). */
  embeddedDatabase: boolean;
  now: Clock;
  mailer: Mailer;
  /** Photo files: a folder under DATA_DIR, or an S3-compatible bucket. */
  media: MediaStorage;
  /** Fetches the merchant's page in a domain verification, refusing non-public destinations. */
  pageFetcher: PageFetcher;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  /** What this process has lately seen of sessions: signed-in calls check them through it. */
  liveSessions: LiveSessions;
  /** The provider's bot; null when TELEGRAM_BOT_TOKEN is not set. Started once the app is ready. */
  telegram: TelegramBot | null;
  /** Tells the other server processes of a write their caches hold; heard once the app is ready. */
  changes: Changes;
  /** Hears a channel's notifications until the answer is called (the shops' live events). */
  listen: Database['listen'];
}

/** What a caller may supply instead of the configured part: tests pass a clock or a fetcher. */
export interface InfrastructureOverrides {
  now?: Clock;
  pageFetcher?: PageFetcher;
  /** A bot with a test's own handlers, in place of the one the settings describe. */
  telegram?: TelegramBot;
}

/** The guarded fetcher; ALLOW_PRIVATE_FETCH lifts its address and port rules, loudly. */
function buildPageFetcher(config: Config, logger: Logger): PageFetcher {
  if (!config.pageFetch.allowPrivate) return createPageFetcher({ policy: publicInternetPolicy });
  logger.warn(
    'ALLOW_PRIVATE_FETCH=1: domain verification may fetch private and loopback addresses — for tests only',
  );
  return createPageFetcher({ policy: anyAddressPolicy });
}

function buildTelegram(config: Config, logger: Logger): TelegramBot | null {
  const { botToken } = config.telegram;
  if (botToken) return createTelegram({ ...config.telegram, botToken }, logger);
  logger.info('Telegram is off: TELEGRAM_BOT_TOKEN is not set');
  return null;
}

/**
 * Builds every infrastructure part once; `ready` waits for the ones that connect (the app does
 * before it answers), `close` ends the ones that hold connections.
 */
export async function createInfrastructure(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: InfrastructureOverrides = {},
): Promise<Infrastructure & { ready(): Promise<void>; close(): Promise<void> }> {
  const now = overrides.now ?? (() => new Date());
  const mailer = createMailer(config.mail, config.storage.dataDir, logger, now);
  const rateLimiter = await createRateLimiter(config, now, logger);
  const media = await createMediaStorage(config, logger);
  return {
    db: database.db,
    embeddedDatabase: database.embedded,
    now,
    mailer,
    media,
    pageFetcher: overrides.pageFetcher ?? buildPageFetcher(config, logger),
    rateLimiter,
    accessTokens: createAccessTokens(config.auth, now),
    liveSessions: createLiveSessions(prepareSessionCheck(database.db)),
    telegram: overrides.telegram ?? buildTelegram(config, logger),
    changes: createChanges(database, logger),
    listen: (channel, onPayload) => database.listen(channel, onPayload),
    ready: () => rateLimiter.ready(),
    async close() {
      await Promise.all([mailer.close(), rateLimiter.close(), media.close()]);
    },
  };
}
