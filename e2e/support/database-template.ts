import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_TEMPLATE_VARIABLE, startAppServer } from './app-server';

/**
 * Global set-up of the journeys: the app starts once on a data folder of its own, which leaves
 * the embedded database migrated, and every journey's server starts from a copy of it. A fresh
 * database spends about 5 s of a 10 s start migrating, once per journey file otherwise.
 */
export default async function migrateDatabaseTemplate() {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-e2e-template-'));
  const server = await startAppServer({}, join(folder, 'data'), { keepDataDir: true });
  await server.stop();
  process.env[PGLITE_TEMPLATE_VARIABLE] = join(folder, 'data', 'pglite');
  return () => rm(folder, { recursive: true, force: true });
}
