import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const repoRoot = new URL('../../', import.meta.url).pathname;
const pinnedNode = join(repoRoot, 'node_modules/.bin/node');

export interface AppServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Kills the process at once, as a crash would: nothing is finished, the data folder is kept. */
  crash(): Promise<void>;
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

/** Where the journeys' servers find a migrated database to copy (set by the global set-up). */
export const PGLITE_TEMPLATE_VARIABLE = 'VITRINA_E2E_PGLITE_TEMPLATE';

/** A fresh data folder, holding a copy of the journeys' migrated database when there is one. */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-e2e-'));
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  if (template) await cp(template, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * Starts the built server (`npm run build`; embedded PGlite) on a free port with a fresh data folder, or
 * with `dataDir` when given (a benchmark's seeded one), which `stop` removes unless kept.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  dataDir?: string,
  { keepDataDir = false } = {},
): Promise<AppServer> {
  dataDir ??= await freshDataDir();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(pinnedNode, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    // No scheduled backup holds the database for a moment in the middle of a journey.
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await waitForUrl(child, []);
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await waitForExit(child);
      if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async crash() {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
  };
}
