import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMain, type RunningMain } from './testing/main-process';

describe('main', () => {
  let dataDir: string;
  const started: RunningMain[] = [];
  const start = (env: Record<string, string>) => {
    const main = startMain(env);
    started.push(main);
    return main;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-main-'));
  });

  afterEach(async () => {
    // A failed assertion must not leave a server running.
    for (const main of started.splice(0)) {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  // Starting the server from its source takes 10–20 s on a busy 2-core machine, as for the bot.
  it(
    'serves on a free port, says where and with which database, and stops on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const main = start({ PORT: '0', DATA_DIR: dataDir });

      const serving = await main.logged(/^Vitrina is serving at /);
      const url = String(serving.url);
      expect(url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(serving.msg).toBe(`Vitrina is serving at ${url}`);
      const database = await main.logged(/^Database: /);
      expect(database.msg).toBe(`Database: embedded PGlite at ${join(dataDir, 'pglite')}`);

      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });

      main.child.kill('SIGTERM');
      const [exitCode] = await once(main.child, 'close');
      expect(exitCode).toBe(0);
      expect(main.stdout.map((line) => line.msg)).toContain('Vitrina stopped');
    },
  );

  it('refuses a bad PORT with one line on stderr and exit code 1', async () => {
    const main = start({ PORT: 'abc', DATA_DIR: dataDir });

    const [exitCode] = await once(main.child, 'close');

    expect(exitCode).toBe(1);
    expect(main.stderr).toEqual([
      'Invalid configuration: PORT must be an integer between 0 and 65535',
    ]);
    expect(main.stdout).toEqual([]);
  });
});
