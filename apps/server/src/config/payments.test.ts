import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

describe('the payments settings', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-config-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("call ЮKassa's own API by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).payments.yookassaApiRoot).toBe(
      'https://api.yookassa.ru',
    );
  });

  it('read another API root, without a trailing slash', () => {
    const config = loadConfig({ DATA_DIR: dataDir, YOOKASSA_API_ROOT: 'http://127.0.0.1:8082/' });

    expect(config.payments.yookassaApiRoot).toBe('http://127.0.0.1:8082');
  });

  it('generate the secret once, readable by its owner only, apart from the JWT secret', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    expect(first.payments.secret.length).toBeGreaterThanOrEqual(64);
    expect(second.payments.secret).toBe(first.payments.secret);
    expect(first.payments.secret).not.toBe(first.auth.jwtSecret);
    const secretFile = join(dataDir, 'payments-secret');
    expect(await readFile(secretFile, 'utf8')).toBe(first.payments.secret);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
  });

  it('use PAYMENTS_SECRET when it is set and write no file', async () => {
    const secret = 'a-payments-secret-from-the-environment-40';

    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_SECRET: secret }).payments.secret).toBe(secret);
    await expect(stat(join(dataDir, 'payments-secret'))).rejects.toThrow('ENOENT');
  });

  it.each([
    [
      'YOOKASSA_API_ROOT',
      'api.yookassa.ru',
      'YOOKASSA_API_ROOT must be a URL starting with https:// or http://',
    ],
    ['PAYMENTS_SECRET', 'short', 'PAYMENTS_SECRET must be at least 32 characters long'],
  ])('refuse %s=%s with one line naming it, and never the value', (name, value, problem) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, [name]: value });

    expect(load).toThrow(new ConfigError(`Invalid configuration: ${problem}`));
  });
});
