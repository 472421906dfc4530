import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What every feature's routes receive. */
export interface FeatureDeps {
  config: Config;
  db: Db;
}

export type FeatureRoutes = FastifyPluginAsyncZod<FeatureDeps>;
