import { migrationEntries, migrationsWhere } from '../db/migration-level';

export { migrationsFolder } from '../db/migration-level';

/** A copy of the migrations as an earlier release shipped them: those before `tag`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const index = (await migrationEntries()).findIndex((entry) => entry.tag === tag);
  return migrationsWhere((_entry, at) => at < index);
}
