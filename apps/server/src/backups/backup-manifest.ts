import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_FOLDER = 'media';
export const SECRETS_FOLDER = 'secrets';

/** The database's part of a backup: a data script of the embedded one, or pg_dump's archive. */
export const DATABASE_FILES = { embedded: 'database.sql', postgresql: 'database.pgdump' } as const;
export type DatabaseEngine = keyof typeof DATABASE_FILES;

const manifestSchema = z.object({
  format: z.literal('vitrina-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    engine: z.enum(['embedded', 'postgresql']),
    /** The last migration applied: the schema the data fits. */
    migration: z.string(),
    /** Rows of every table, read in the same snapshot as the data. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    checksum: z.string(),
  }),
  /** The data folder's kept secrets the backup holds (see config/kept-secret.ts). */
  secrets: z.array(z.string()),
});

/** What a backup holds, written first into its archive as manifest.json. */
export type BackupManifest = z.infer<typeof manifestSchema>;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of an unpacked backup; throws a plain sentence when it is not one of ours. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => undefined);
  const parsed = text === undefined ? undefined : manifestSchema.safeParse(safeJson(text));
  if (!parsed?.success)
    throw new Error('This file is not a Vitrina backup (no valid manifest.json)');
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
