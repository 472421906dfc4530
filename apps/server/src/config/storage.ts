import { resolve } from 'node:path';
import { z } from 'zod';
import { urlWithProtocols, type VariablesOf } from './variable-rules';

export interface StorageSettings {
  /** Absolute path of the folder that holds the embedded database, the JWT secret and files. */
  dataDir: string;
  /** PostgreSQL; without it the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Redis for state that several server processes share (rate limits); memory without it. */
  redisUrl: string | undefined;
  /** Starts every key this server keeps in Redis; tests take their own, so runs never meet. */
  redisKeyPrefix: string;
}

export const storageVariables = {
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
};

export function readStorageSettings(
  variables: VariablesOf<typeof storageVariables>,
): StorageSettings {
  return {
    dataDir: resolve(variables.DATA_DIR),
    databaseUrl: variables.DATABASE_URL,
    redisUrl: variables.REDIS_URL,
    redisKeyPrefix: 'vitrina',
  };
}
