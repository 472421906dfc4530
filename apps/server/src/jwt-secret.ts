import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'jwt-secret';

function isAlreadyExisting(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/**
 * The secret that signs access tokens when JWT_SECRET is unset: generated on the first start and
 * kept in the data folder, readable by its owner only, so tokens survive a restart.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when another start wrote the file first; that one is then read below.
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isAlreadyExisting(error)) throw error;
  }
  return readFileSync(path, 'utf8').trim();
}
