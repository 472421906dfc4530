// Times backups and restores of a catalog of 10 000 and 100 000 products with 300 photo files,
// each archive's size beside: the embedded database's backup (as long as it holds the database)
// and its restore into a fresh data folder; with TEST_DATABASE_URL also the move to PostgreSQL
// (psql), PostgreSQL's backup (pg_dump), its restore into PostgreSQL (pg_restore) and back.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackup } from '../src/backups/create-backup';
import { writeEmbeddedData } from '../src/backups/embedded-data';
import { restoreBackup } from '../src/backups/restore-backup';
import type { Config } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import type { MediaStorage } from '../src/infra/media/media-storage';
import { ownShopId, registerAccount } from '../src/testing/accounts';
import { freshTarget, mediaOf, silent } from '../src/testing/backups';
import { seedCatalog } from '../src/testing/catalog-seed';
import { createSharedPostgresDatabase } from '../src/testing/test-database';
import { pgliteInFolder } from './bench-support';

const SIZES = [10_000, 100_000];
const PHOTO_FILES = 300;
const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

type Target = Pick<Config, 'storage' | 'media'>;

function report(label: string, started: number, bytes?: number) {
  const time = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const size = bytes === undefined ? '' : `  ${(bytes / 1048576).toFixed(1)} MiB`;
  console.log(`  ${label.padEnd(40)} ${time.padStart(8)}${size}`);
}

async function backUp(label: string, target: Target, database: Database, file: string) {
  const media = await mediaOf(target);
  const started = performance.now();
  try {
    const { databaseUrl, dataDir } = target.storage;
    await createBackup({ database, databaseUrl, media, dataDir }, file);
  } finally {
    await media.close();
  }
  report(label, started, (await stat(file)).size);
}

async function restore(label: string, file: string, target: Target) {
  const started = performance.now();
  await restoreBackup(file, { force: false, config: target, logger: silent });
  report(label, started);
}

async function seededEmbedded(products: number, file: string) {
  const app = await pgliteInFolder('backups');
  const media: MediaStorage = await mediaOf(app.config);
  try {
    const account = await registerAccount(app.app);
    const shopId = await ownShopId(app.database.db, account.email);
    await seedCatalog(app.database.db, shopId, { products, categories: 500 });
    for (let photo = 0; photo < PHOTO_FILES; photo += 1) {
      await media.put(`photos/${randomUUID()}/800.webp`, randomBytes(40_000), 'image/webp');
    }
    const started = performance.now();
    await writeEmbeddedData(app.database.embeddedClient!, `${file}.sql`);
    report('the data script alone: the database held', started, (await stat(`${file}.sql`)).size);
    await backUp('backup of the embedded database', app.config, app.database, file);
  } finally {
    await media.close();
    await app.close();
  }
}

async function postgresMoves(folder: string, products: number, fromEmbedded: string) {
  const created = await Promise.all([1, 2].map(() => createSharedPostgresDatabase(postgresUrl!)));
  const [first, second] = created as [(typeof created)[0], (typeof created)[0]];
  const targets = await Promise.all([
    freshTarget({ databaseUrl: first.url }),
    freshTarget({ databaseUrl: second.url }),
    freshTarget(),
  ]);
  const [onPostgres, onOtherPostgres, backHome] = targets as [Target, Target, Target];
  const fromPostgres = join(folder, `postgresql-${products}.tar.gz`);
  try {
    await restore('restore into PostgreSQL (psql)', fromEmbedded, onPostgres);
    const database = await createDatabase(onPostgres.storage, silent);
    await backUp('backup of PostgreSQL (pg_dump)', onPostgres, database, fromPostgres).finally(() =>
      database.close(),
    );
    await restore('restore into PostgreSQL (pg_restore)', fromPostgres, onOtherPostgres);
    await restore('restore into a fresh data folder', fromPostgres, backHome);
  } finally {
    await Promise.all(created.map((database) => database.drop()));
    await Promise.all(
      targets.map((target) => rm(target.storage.dataDir, { recursive: true, force: true })),
    );
  }
}

const folder = await mkdtemp(join(tmpdir(), 'vitrina-bench-backups-'));
try {
  for (const products of SIZES) {
    console.log(`\n${products} products, ${PHOTO_FILES} photo files of 40 KB`);
    const fromEmbedded = join(folder, `embedded-${products}.tar.gz`);
    await seededEmbedded(products, fromEmbedded);
    const target = await freshTarget();
    await restore('restore into a fresh data folder', fromEmbedded, target);
    await rm(target.storage.dataDir, { recursive: true, force: true });
    if (postgresUrl) await postgresMoves(folder, products, fromEmbedded);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
