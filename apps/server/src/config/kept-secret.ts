import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error';

function isAlreadyExisting(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

function readOrCreate(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when another start wrote the file first; that one is then read below.
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isAlreadyExisting(error)) throw error;
  }
  return readFileSync(path, 'utf8').trim();
}

/**
 * A secret the server keeps itself when its variable is unset: generated on the first start into
 * the data folder, readable by its owner only, so what it protects survives a restart (access
 * tokens, the shops' payment keys). An unwritable DATA_DIR is a bad setting too: said in one line
 * rather than with a stack.
 */
export function keptSecret(dataDir: string, fileName: string, what: string): string {
  try {
    return readOrCreate(dataDir, fileName);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration: DATA_DIR cannot keep ${what}: ${reason}`);
  }
}
