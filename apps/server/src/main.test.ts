import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from './testing/capture-logs';

const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

interface RunningMain {
  child: ChildProcess;
  stdout: LogLine[];
  stderr: string[];
  /** Resolves with the first line logged with this message. */
  logged(message: RegExp): Promise<LogLine>;
}

/** Runs main as `npm start` does, through the tsx CLI. */
function startMain(env: Record<string, string>): RunningMain {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, [mainFile], {
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: LogLine[] = [];
  const stderr: string[] = [];
  const waiting: Array<{ message: RegExp; resolve: (line: LogLine) => void }> = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine;
    stdout.push(line);
    waiting.filter((wait) => wait.message.test(line.msg)).forEach((wait) => wait.resolve(line));
  });
  createInterface({ input: child.stderr! }).on('line', (text) => stderr.push(text));
  const logged = (message: RegExp) =>
    new Promise<LogLine>((resolve, reject) => {
      const earlier = stdout.find((line) => message.test(line.msg));
      if (earlier) return resolve(earlier);
      waiting.push({ message, resolve });
      child.once('close', () => reject(new Error(`exited before logging ${message}: ${stderr}`)));
    });
  return { child, stdout, stderr, logged };
}

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

  it('serves on a free port, says where and with which database, and stops on SIGTERM', async () => {
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
  });

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
