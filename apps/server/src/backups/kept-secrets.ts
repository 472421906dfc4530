import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The secrets the server generates into DATA_DIR when their settings are unset
 * (config/kept-secret.ts): the JWT secret and the key that encrypts the shops' payment keys.
 * A backup without the second could not give a shop its ЮKassa connection back.
 */
export const KEPT_SECRETS = ['jwt-secret', 'payments-secret'] as const;

/** Copies the kept secrets that exist from one folder to another; answers their names. */
export async function copyKeptSecrets(from: string, to: string): Promise<string[]> {
  const present = new Set(await readdir(from).catch(() => []));
  const names = KEPT_SECRETS.filter((name) => present.has(name));
  if (names.length > 0) await mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of names) await copyFile(join(from, name), join(to, name));
  return names;
}
