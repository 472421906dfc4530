import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { startMain, type RunningMain } from '../../testing/main-process';
import { pollLeft } from '../../testing/telegram';

describe('the server with the bot', () => {
  let dataDir: string;
  let server: BotApiServer;
  let main: RunningMain | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-main-'));
    server = await startBotApiServer();
  });

  afterEach(async () => {
    if (main?.child.exitCode === null) main.child.kill('SIGKILL');
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Starting the server through tsx took 20 s on a loaded 2-core machine before it migrated.
  it(
    'polls, stops on SIGTERM within its deadline, and logs no token',
    { timeout: 60_000 },
    async () => {
      main = startMain({
        PORT: '0',
        DATA_DIR: dataDir,
        TELEGRAM_BOT_TOKEN: server.token,
        TELEGRAM_API_ROOT: server.apiRoot,
      });
      await main.logged(/^Telegram bot @vitrina_test_bot takes updates by long polling$/);
      await server.whenPolling();

      main.child.kill('SIGTERM');
      const [exitCode] = await once(main.child, 'close');

      // A stop that waited out the 30 s poll would miss the 10 s deadline and exit with 1.
      expect(exitCode).toBe(0);
      expect(await pollLeft(server)).toMatchObject({ method: 'getUpdates' });
      const output = JSON.stringify(main.stdout) + main.stderr.join('\n');
      expect(output).not.toContain(server.token.split(':')[1]);
    },
  );
});
