import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const repoRoot = new URL('../../', import.meta.url).pathname;

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The server logs pino JSON; its start-up line carries the URL it listens on. */
function servingUrlOf(line: string): string | undefined {
  try {
    const entry = JSON.parse(line) as { msg?: string; url?: string };
    return entry.msg?.startsWith('Vitrina is serving at') ? entry.url : undefined;
  } catch {
    return undefined;
  }
}

function waitForUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      const url = servingUrlOf(line);
      if (url) resolve(url);
    });
    child.once('exit', (code) => {
      reject(new Error(`server exited with ${code} before serving:\n${output.join('\n')}`));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the real built server (embedded PGlite) on a free port with a fresh data folder, or
 * with `dataDir` when given (a benchmark's seeded one).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<AppServer> {
  dataDir ??= await mkdtemp(join(tmpdir(), 'vitrina-e2e-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await waitForUrl(child, []);
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
