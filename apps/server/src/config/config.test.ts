import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
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
      mail: { smtpUrl: undefined, from: 'Vitrina <no-reply@localhost>', supportEmail: undefined },
      media: {
        s3: undefined,
        photoLimits: {
          maxFilesPerRequest: 10,
          maxFileBytes: 15 * 1024 * 1024,
          maxMegapixels: 40,
          maxPhotosPerProduct: 30,
        },
      },
      auth: { accessTokenTtlSeconds: 900 },
      logLevel: 'info',
      pageFetch: { allowPrivate: false },
      delivery: { concurrency: 8, pollIntervalMs: 5000, maxAttempts: 10, leaseSeconds: 120 },
    });
    expect(config.http.consoleDir).toMatch(/\/apps\/console\/dist$/);
    expect(config.http.widgetFile).toMatch(/\/apps\/widget\/dist\/widget\.js$/);
    expect(config.http.legalDir).toMatch(/\/docs\/legal$/);
  });

  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CONSOLE_DIR: 'build/console',
      LEGAL_DIR: 'operator/legal',
    });

    expect(config.http.consoleDir).toBe(resolve('build/console'));
    expect(config.http.legalDir).toBe(resolve('operator/legal'));
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
      SUPPORT_EMAIL: 'help@shop-platform.ru',
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
      mail: { supportEmail: 'help@shop-platform.ru' },
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
    ['SUPPORT_EMAIL', 'help at shop', 'SUPPORT_EMAIL must be an e-mail address'],
    ['DELIVERY_CONCURRENCY', '101', 'DELIVERY_CONCURRENCY must be an integer between 0 and 100'],
    [
      'DELIVERY_POLL_INTERVAL_MS',
      '50',
      'DELIVERY_POLL_INTERVAL_MS must be an integer between 100 and 3600000',
    ],
    ['DELIVERY_MAX_ATTEMPTS', '0', 'DELIVERY_MAX_ATTEMPTS must be an integer between 1 and 100'],
    [
      'DELIVERY_LEASE_SECONDS',
      '10',
      'DELIVERY_LEASE_SECONDS must be an integer between 30 and 3600',
    ],
    [
      'TRUST_PROXY',
      'everyone',
      'TRUST_PROXY must be a number of hops or a comma-separated list of proxy addresses',
    ],
    ['JWT_SECRET', 'short', 'JWT_SECRET must be at least 32 characters long'],
    [
      'S3_ENDPOINT',
      'storage.example',
      'S3_ENDPOINT must be a URL starting with http:// or https://',
    ],
    ['S3_PUBLIC_URL', 'http://cdn.example', 'S3_PUBLIC_URL must be a URL starting with https://'],
    [
      'MEDIA_MAX_FILES_PER_REQUEST',
      '0',
      'MEDIA_MAX_FILES_PER_REQUEST must be an integer between 1 and 100',
    ],
    [
      'MEDIA_MAX_FILE_BYTES',
      '15MB',
      'MEDIA_MAX_FILE_BYTES must be an integer between 1 and 104857600',
    ],
    ['MEDIA_MAX_MEGAPIXELS', '300', 'MEDIA_MAX_MEGAPIXELS must be an integer between 1 and 268'],
    [
      'MEDIA_MAX_PHOTOS_PER_PRODUCT',
      '-1',
      'MEDIA_MAX_PHOTOS_PER_PRODUCT must be an integer between 1 and 1000',
    ],
  ])('refuses %s=%s with one line naming it', (name, value, problem) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, [name]: value });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid configuration: ${problem}`);
  });

  it('has the photo limits of contracts by default, and reads others', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).media.photoLimits).toEqual(PHOTO_LIMITS);

    const config = loadConfig({
      DATA_DIR: dataDir,
      MEDIA_MAX_FILES_PER_REQUEST: '5',
      MEDIA_MAX_FILE_BYTES: '1048576',
      MEDIA_MAX_MEGAPIXELS: '12',
      MEDIA_MAX_PHOTOS_PER_PRODUCT: '8',
    });

    expect(config.media.photoLimits).toEqual({
      maxFilesPerRequest: 5,
      maxFileBytes: 1_048_576,
      maxMegapixels: 12,
      maxPhotosPerProduct: 8,
    });
  });

  const S3_VARIABLES = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'vitrina-media',
    S3_ACCESS_KEY_ID: 'vitrina',
    S3_SECRET_ACCESS_KEY: 'a-secret-key',
  };

  it('uses S3 when its endpoint, bucket and both keys are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...S3_VARIABLES }).media.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'vitrina-media',
      accessKeyId: 'vitrina',
      secretAccessKey: 'a-secret-key',
      publicUrl: undefined,
    });
  });

  it('reads the region and the public URL of S3', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...S3_VARIABLES,
      S3_REGION: 'ru-central1',
      S3_PUBLIC_URL: 'https://cdn.example/media',
    });

    expect(config.media.s3).toMatchObject({
      region: 'ru-central1',
      publicUrl: 'https://cdn.example/media',
    });
  });

  it.each([
    [
      { S3_ENDPOINT: 'https://storage.example' },
      'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ],
    [{ ...S3_VARIABLES, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'vitrina' }, 'S3_ENDPOINT and S3_SECRET_ACCESS_KEY'],
    [
      { S3_PUBLIC_URL: 'https://cdn.example' },
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ],
  ])(
    'refuses part of the S3 settings (%j) with one line naming what is missing',
    (variables, missing) => {
      const load = () => loadConfig({ DATA_DIR: dataDir, ...variables });

      expect(load).toThrow(ConfigError);
      expect(load).toThrow(
        `Invalid configuration: S3 storage also needs ${missing} (set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none)`,
      );
    },
  );

  it('reads the delivery settings; a concurrency of 0 runs no worker in this process', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DELIVERY_CONCURRENCY: '0',
      DELIVERY_POLL_INTERVAL_MS: '1000',
      DELIVERY_MAX_ATTEMPTS: '3',
      DELIVERY_LEASE_SECONDS: '300',
    });

    expect(config.delivery).toEqual({
      concurrency: 0,
      pollIntervalMs: 1000,
      maxAttempts: 3,
      leaseSeconds: 300,
    });
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
