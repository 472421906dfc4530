// What the catalog benchmarks share: percentiles of sorted timings, and an app on PGlite in a
// temporary folder on disk, as the server keeps its embedded database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteInFolder } from '../src/db/pglite';
import { buildTestApp, type TestApp, type TestAppOptions } from '../src/testing/build-test-app';

/** The value below which `share` of the sorted timings fall. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** An app on a migrated PGlite in a folder of its own, removed when the app closes. */
export async function pgliteInFolder(
  name: string,
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<TestApp> {
  const folder = await mkdtemp(join(tmpdir(), `vitrina-bench-${name}-`));
  const database = await openPgliteInFolder(join(folder, 'pglite'));
  await database.migrate();
  const testApp = await buildTestApp({ ...options, database });
  return {
    ...testApp,
    close: async () => {
      await testApp.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
