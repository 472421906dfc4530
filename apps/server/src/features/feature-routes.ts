import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AccessTokens } from '../http/access-token';
import type { Mailer } from '../infra/mailer/mailer';
import type { PageFetcher } from '../infra/page-fetcher/page-fetcher';
import type { RateLimiter } from '../infra/rate-limiter';

/** What every feature's routes receive. */
export interface FeatureDeps {
  config: Config;
  db: Db;
  /** The clock of every expiry and rate-limit window. */
  now: () => Date;
  mailer: Mailer;
  /** Fetches the merchant's page in a domain verification, refusing non-public destinations. */
  pageFetcher: PageFetcher;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  /** The onRequest hook of signed-in routes; sets `request.auth`. */
  authenticate: onRequestAsyncHookHandler;
}

export type FeatureRoutes = FastifyPluginAsyncZod<FeatureDeps>;
