import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

describe('the metrics settings', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-config-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leave /metrics off without a token', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metrics).toEqual({ token: undefined });
  });

  it('read the token', () => {
    const config = loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'f3a9c2e1b7d04a6e8c5f' });

    expect(config.metrics.token).toBe('f3a9c2e1b7d04a6e8c5f');
  });

  it.each([
    ['too short', 'f3a9c2e1b7d04a6', 'METRICS_TOKEN must be at least 16 characters long'],
    [
      'with a space',
      'f3a9c2e1 b7d04a6e8c5f',
      'METRICS_TOKEN must be printable ASCII without spaces',
    ],
    [
      'not ASCII',
      'токен-для-метрик-prometheus',
      'METRICS_TOKEN must be printable ASCII without spaces',
    ],
  ])('refuse a token %s, naming it', (_what, token, message) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(`Invalid configuration: ${message}`);
  });
});
