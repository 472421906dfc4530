import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../testing/accounts';
import { startMain, type RunningMain } from '../testing/main-process';
import { runServerCommand } from '../testing/server-command';
import { backupByRunningServer, serverRunsOn } from './backup-socket';

// Servers and commands start from their sources: seconds each on a busy 2-core machine.
describe('npm run backup and npm run restore beside a server on the embedded database', () => {
  let dataDir: string;
  let otherDir: string;
  let main: RunningMain;
  const email = uniqueEmail();
  const env = () => ({ DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: '0' });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-cmd-'));
    otherDir = await mkdtemp(join(tmpdir(), 'vitrina-cmd-other-'));
    main = startMain({ PORT: '0', ...env() });
    const url = String((await main.logged(/^Vitrina is serving at /)).url);
    const registered = await fetch(`${url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, confirm_password: PASSWORD }),
    });
    expect(registered.status).toBe(200);
  }, 90_000);

  afterAll(async () => {
    if (main?.child.exitCode === null) main.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(otherDir, { recursive: true, force: true });
  });

  it('backs up through the running server, which alone may open its database', async () => {
    const file = join(dataDir, 'by-command.tar.gz');

    const backup = await runServerCommand('backup', [file], env());

    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`Backup written: ${file}`);
    expect(backup.stdout).toMatch(
      /database \(embedded, schema \d{4}_\w+\): \d+ rows in \d+ tables/,
    );
    expect(await serverRunsOn(dataDir)).toBe(true);
    expect(main.stdout.map((line) => line.msg)).not.toContain('Vitrina could not start');
  }, 60_000);

  it('writes a dated archive in DATA_DIR/backups when given no file', async () => {
    const result = await backupByRunningServer(dataDir, undefined);

    expect(result?.file).toMatch(/backups\/vitrina-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(existsSync(result!.file)).toBe(true);
    expect(result?.manifest.database.tables.users).toBe(1);
  });

  it('refuses to restore into the data folder of a running server', async () => {
    const restore = await runServerCommand('restore', [join(dataDir, 'by-command.tar.gz')], env());

    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`A Vitrina server is running on ${dataDir}`);
  }, 60_000);

  it('restores into another data folder, then refuses it as not empty', async () => {
    const file = join(dataDir, 'by-command.tar.gz');
    const into = { DATA_DIR: otherDir };

    const restored = await runServerCommand('restore', [file], into);
    const again = await runServerCommand('restore', [file], into);

    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(/rows, every table's count checked/);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Restore failed: Not restoring: .* not empty.*--force/);
  }, 120_000);

  it('backs up by itself once the server has stopped', async () => {
    main.child.kill('SIGTERM');
    await once(main.child, 'close');
    expect(await serverRunsOn(dataDir)).toBe(false);

    const backup = await runServerCommand('backup', [join(dataDir, 'stopped.tar.gz')], env());

    expect(backup).toMatchObject({ code: 0, stderr: '' });
  }, 60_000);

  it('says how to call restore when called wrong', async () => {
    const restore = await runServerCommand('restore', [], env());

    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe('Usage: npm run restore -- FILE [--force]');
  }, 30_000);
});
