// `npm run restore -- FILE [--force]`: a backup into the configured database and media storage,
// which must be empty unless forced (decision 65).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serverRunsOn } from './backups/backup-socket';
import { totalRows } from './backups/create-backup';
import { restoreBackup } from './backups/restore-backup';
import { loadConfigOrExit } from './load-config-or-exit';
import { createLogger } from './logger';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
})();
const [given] = positionals;
if (!given || positionals.length > 1) fail(USAGE);
const file = resolve(given);
if (!existsSync(file)) fail(`No such backup file: ${file}`);

const config = loadConfigOrExit();
if (await serverRunsOn(config.storage.dataDir)) {
  fail(`A Vitrina server is running on ${config.storage.dataDir}: stop it before restoring.`);
}
try {
  const manifest = await restoreBackup(file, {
    force: values.force ?? false,
    config,
    logger: createLogger('warn'),
  });
  process.stdout.write(
    `Restored ${file} (made ${manifest.createdAt})\n` +
      `  database: ${totalRows(manifest.database.tables)} rows, every table's count checked\n` +
      `  media: ${manifest.media.files} files, checksum checked\n`,
  );
} catch (error) {
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
