import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_TEMPLATE_VARIABLE, startAppServer } from './app-server';

/** Kept on the main process's global: each project loads its set-up files apart. */
const shared = globalThis as { vitrinaDatabaseTemplate?: Promise<string> };

async function migrateOnce(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-e2e-template-'));
  const server = await startAppServer({}, join(folder, 'data'), { keepDataDir: true });
  await server.stop();
  return folder;
}

/**
 * Global set-up of every journey project: the app starts once on a data folder of its own,
 * which leaves the embedded database migrated, and every journey's server starts from a copy of
 * it. A fresh database spends about 5 s of a 10 s start migrating. The first project to run
 * migrates and removes the folder at the end; the others use it.
 */
export default async function databaseTemplate() {
  const first = shared.vitrinaDatabaseTemplate === undefined;
  shared.vitrinaDatabaseTemplate ??= migrateOnce();
  const folder = await shared.vitrinaDatabaseTemplate;
  process.env[PGLITE_TEMPLATE_VARIABLE] = join(folder, 'data', 'pglite');
  return first ? () => rm(folder, { recursive: true, force: true }) : undefined;
}
