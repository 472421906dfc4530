// One server process of a cluster: the built server (dist/main.js) or main.ts from its source,
// started on a free port of its own, restarted on the same port so the proxy's list stays true.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/testing/free-port';

/** The built bundle `npm start` runs, or the TypeScript sources through tsx (no build needed). */
export type ServerSource = 'built' | 'source';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
export const repoRoot = join(serverRoot, '../..');
export const builtMain = join(serverRoot, 'dist/main.js');
const sourceMain = join(serverRoot, 'src/main.ts');

/** How long a process may take from its start to answering as ready, by default. */
const START_TIMEOUT_MS = 90_000;
/** How long a stopping process may take; the server gives itself 10 s. */
const STOP_TIMEOUT_MS = 15_000;
/** Lines kept to explain a process that would not start. */
const TAIL_LINES = 40;

export interface KillRecord {
  name: string;
  signal: NodeJS.Signals;
  /** performance.now() when the signal was sent and when the process had gone. */
  signalledAt: number;
  exitedAt: number;
}

export interface ServerProcess {
  readonly name: string;
  /** 0 until the first start has chosen a free one. */
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** The readiness check it answered, for a proxy's own checks. */
  readonly readyPath: string;
  /** Starts the process (on its port, once it has one) and resolves once it answers as ready. */
  start(): Promise<void>;
  /** Sends `signal` and resolves once the process has exited: SIGKILL is a crash. */
  kill(signal?: NodeJS.Signals): Promise<KillRecord>;
  /** SIGTERM, as a service manager stops it; SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  name: string;
  source: ServerSource;
  env: Record<string, string>;
  /** Each line the process writes, stdout's (pino JSON) and stderr's. */
  onLine(name: string, line: string): void;
  startTimeoutMs?: number;
}

function argsOf(source: ServerSource): string[] {
  return source === 'built'
    ? ['--enable-source-maps', builtMain]
    : // Not through the tsx CLI: its parent would stand between the signals and the server.
      ['--import', 'tsx', sourceMain];
}

/** The status of a GET, 0 when nothing answered in time. */
async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Polls the readiness check until it answers 200; answers its path. `/api/health/ready` when the
 * server has it (a load balancer's check); an older server answers it 404, and then `/api/health`.
 */
export async function waitUntilReady(
  base: string,
  gone: AbortSignal,
  deadline: number,
): Promise<string> {
  let path = '/api/health/ready';
  for (;;) {
    const status = await statusOf(`${base}${path}`);
    if (status === 200) return path;
    if (status === 404 && path !== '/api/health') {
      path = '/api/health';
      continue;
    }
    if (gone.aborted) throw new Error('exited before it was ready');
    if (performance.now() > deadline) throw new Error(`${base}${path} answered ${status}`);
    await pause(100);
  }
}

export function createServerProcess(options: ServerProcessOptions): ServerProcess {
  const { name, source, env, onLine } = options;
  let port = 0;
  let readyPath = '/api/health';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const tail: string[] = [];

  const take = (line: string) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    onLine(name, line);
  };

  async function start() {
    if (child) throw new Error(`${name} is running already`);
    // Chosen here rather than PORT=0: the port is known without the start-up line that says it
    // (a LOG_LEVEL above info leaves it out), and every restart takes the same one.
    if (port === 0) port = await freePort();
    const gone = new AbortController();
    // Its own process group: a Ctrl-C in the terminal reaches the cluster alone, which then
    // stops each process once, rather than twice (a second signal makes the server hurry).
    const started = spawn(process.execPath, argsOf(source), {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = started;
    createInterface({ input: started.stdout! }).on('line', take);
    createInterface({ input: started.stderr! }).on('line', take);
    exited = once(started, 'exit').then(() => {
      gone.abort();
      if (child === started) child = undefined;
    });
    const deadline = performance.now() + (options.startTimeoutMs ?? START_TIMEOUT_MS);
    try {
      readyPath = await waitUntilReady(`http://127.0.0.1:${port}`, gone.signal, deadline);
    } catch (error) {
      started.kill('SIGKILL');
      await exited;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${name} did not start: ${reason}\n${tail.join('\n')}`);
    }
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<KillRecord> {
    const signalledAt = performance.now();
    if (child) {
      child.kill(signal);
      await exited;
    }
    return { name, signal, signalledAt, exitedAt: performance.now() };
  }

  async function stop() {
    const stopping = child;
    if (!stopping) return;
    stopping.kill('SIGTERM');
    const late = setTimeout(() => stopping.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(late);
  }

  return {
    name,
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined;
    },
    get readyPath() {
      return readyPath;
    },
    start,
    kill,
    stop,
  };
}
