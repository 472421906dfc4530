import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

const TOKEN = '123456789:AAE-example_token';

describe('the Telegram settings', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-config-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leave Telegram off by default, on the public Bot API', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).telegram).toEqual({
      botToken: undefined,
      apiRoot: 'https://api.telegram.org',
      webhookUrl: undefined,
    });
  });

  it('read the token, another Bot API server and the webhook address, without trailing slashes', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081/',
      TELEGRAM_WEBHOOK_URL: 'https://vitrina.example/',
    });

    expect(config.telegram).toEqual({
      botToken: TOKEN,
      apiRoot: 'http://127.0.0.1:8081',
      webhookUrl: 'https://vitrina.example',
    });
  });

  it.each([
    [
      'TELEGRAM_BOT_TOKEN',
      'not a token',
      'TELEGRAM_BOT_TOKEN must be a bot token as BotFather gives it',
    ],
    [
      'TELEGRAM_API_ROOT',
      'api.telegram.org',
      'TELEGRAM_API_ROOT must be a URL starting with https:// or http://',
    ],
    [
      'TELEGRAM_WEBHOOK_URL',
      'http://vitrina.example',
      'TELEGRAM_WEBHOOK_URL must be a URL starting with https://',
    ],
  ])('refuse %s=%s with one line naming it, and never the value', (name, value, problem) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, TELEGRAM_BOT_TOKEN: TOKEN, [name]: value });

    // The whole message, so a token that is almost right is not echoed to the console.
    expect(load).toThrow(new ConfigError(`Invalid configuration: ${problem}`));
  });

  it('refuse a webhook address without a token', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, TELEGRAM_WEBHOOK_URL: 'https://vitrina.example' }),
    ).toThrow(
      'Invalid configuration: TELEGRAM_WEBHOOK_URL also needs TELEGRAM_BOT_TOKEN (set both, or neither)',
    );
  });
});
