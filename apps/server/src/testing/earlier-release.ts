import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every migration of this release. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const JOURNAL = 'meta/_journal.json';

/** A copy of the migrations as an earlier release shipped them: those before `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(await readFile(join(folder, JOURNAL), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(join(folder, JOURNAL), JSON.stringify(journal));
  return folder;
}
