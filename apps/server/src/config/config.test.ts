import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-config-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a default for everything but the data folder it is given', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      http: {
        port: 8080,
        host: '0.0.0.0',
        publicUrl: 'http://localhost:8080',
        trustProxy: false,
        timeouts: { headersMs: 15_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 120_000 },
      },
      storage: { dataDir, databaseUrl: undefined, redisUrl: undefined, redisKeyPrefix: 'vitrina' },
      mail: { smtpUrl: undefined, from: 'Vitrina <no-reply@localhost>' },
      auth: { accessTokenTtlSeconds: 900 },
      logLevel: 'info',
      pageFetch: { allowPrivate: false },
    });
    expect(config.http.consoleDir).toMatch(/\/apps\/console\/dist$/);
    expect(config.http.widgetFile).toMatch(/\/apps\/widget\/dist\/widget\.js$/);
  });

  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: dataDir, CONSOLE_DIR: 'build/console' });

    expect(config.http.consoleDir).toBe(resolve('build/console'));
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      PUBLIC_URL: 'https://vitrina.example/',
      DATABASE_URL: 'postgres://vitrina:secret@db:5432/vitrina',
      REDIS_URL: 'redis://cache:6379/1',
      ACCESS_TOKEN_TTL: '60',
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_FETCH: '1',
    });

    expect(config).toMatchObject({
      http: { port: 0, publicUrl: 'https://vitrina.example' },
      storage: {
        databaseUrl: 'postgres://vitrina:secret@db:5432/vitrina',
        redisUrl: 'redis://cache:6379/1',
      },
      auth: { accessTokenTtlSeconds: 60 },
      logLevel: 'warn',
      pageFetch: { allowPrivate: true },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '' }).http.port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 0 and 65535'],
    ['PORT', '65536', 'PORT must be an integer between 0 and 65535'],
    ['PORT', '-1', 'PORT must be an integer between 0 and 65535'],
    ['ACCESS_TOKEN_TTL', '0', 'ACCESS_TOKEN_TTL must be an integer between 1 and 86400'],
    [
      'DATABASE_URL',
      'mysql://db/vitrina',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    ['REDIS_URL', 'http://cache', 'REDIS_URL must be a URL starting with redis:// or rediss://'],
    ['PUBLIC_URL', 'localhost:8080', 'PUBLIC_URL must be a URL starting with http:// or https://'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    ['ALLOW_PRIVATE_FETCH', 'true', 'ALLOW_PRIVATE_FETCH must be 1 or unset'],
    [
      'TRUST_PROXY',
      'everyone',
      'TRUST_PROXY must be a number of hops or a comma-separated list of proxy addresses',
    ],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters long'],
  ])('refuses %s=%s with one line naming it', (name, value, problem) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, [name]: value });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid configuration: ${problem}`);
  });

  it.each([
    [undefined, false],
    ['1', 1],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['192.0.2.10,2001:db8::/32', ['192.0.2.10', '2001:db8::/32']],
  ])('reads TRUST_PROXY=%s as %j', (value, trustProxy) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).http.trustProxy).toEqual(
      trustProxy,
    );
  });

  it('generates the JWT secret once, readable by its owner only, and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);
    const secretFile = join(dataDir, 'jwt-secret');
    expect(await readFile(secretFile, 'utf8')).toBe(first.auth.jwtSecret);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
  });

  it('refuses a DATA_DIR where the secret cannot be written', async () => {
    const aFile = join(dataDir, 'a-file');
    await writeFile(aFile, '');

    expect(() => loadConfig({ DATA_DIR: join(aFile, 'data') })).toThrow(
      /^Invalid configuration: DATA_DIR cannot keep the JWT secret: ENOTDIR/,
    );
  });

  it('uses JWT_SECRET when it is set and writes no file', async () => {
    const secret = 'a-secret-from-the-environment-of-40-chars';

    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).auth.jwtSecret).toBe(secret);
    await expect(stat(join(dataDir, 'jwt-secret'))).rejects.toThrow('ENOENT');
  });
});
