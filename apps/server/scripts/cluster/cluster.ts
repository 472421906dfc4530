// Several server processes on one PostgreSQL, Redis and media store, behind one proxy on
// loopback: started and stopped here, for `npm run cluster`, the soak and the cluster's test.
// Each process can be killed and started again on its port, as a crash and its restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../src/config/media';
import { freePort } from '../../src/testing/free-port';
import { startS3TestServer, type S3TestServer } from '../../src/testing/s3-server';
import { availableProxy, type ProxyKind, type RunningProxy, type TlsFiles } from './proxies/proxy';
import { startProxy } from './proxies/start-proxy';
import {
  createServerProcess,
  type KillRecord,
  type ServerProcess,
  type ServerSource,
} from './server-process';
import { s3Variables, sharedSecrets, type ClusterSettings } from './settings';

export type { KillRecord, ServerProcess, ServerSource } from './server-process';
export type { ProxyKind, TlsFiles } from './proxies/proxy';

export interface ClusterOptions {
  /** How many server processes. */
  processes: number;
  settings: ClusterSettings;
  /** The built server (`npm run build` first), or main.ts through tsx; built by default. */
  source?: ServerSource;
  /** nginx, HAProxy or node's http-proxy; the first of them installed by default. */
  proxy?: ProxyKind;
  /** The proxy's loopback port; a free one by default. */
  port?: number;
  /** A second listener of the proxy, over HTTPS with these files, on `port` or a free one. */
  tls?: TlsFiles & { port?: number };
  /** Variables of every process over the inherited ones; the cluster's own settings win over both. */
  env?: Record<string, string>;
  /** Each line of a process (p1, p2, …) or of the proxy; printed with its name by default. */
  onLine?: (name: string, line: string) => void;
  /** What the cluster warns of. */
  onNotice?: (text: string) => void;
  /** How long each process may take to be ready; 90 s by default. */
  startTimeoutMs?: number;
}

export interface Cluster {
  /** The proxy's address: where clients go. */
  readonly url: string;
  /** The proxy's HTTPS address, with `tls`. */
  readonly tlsUrl: string | undefined;
  readonly proxy: ProxyKind;
  readonly processes: readonly ServerProcess[];
  /** The media store the processes share: the operator's, or the loopback one started here. */
  readonly s3: S3Settings;
  /** The variables every process was given beside PORT. */
  readonly env: Readonly<Record<string, string>>;
  /** Sends process `index` (from 0) a signal, SIGKILL by default, and waits for it to exit. */
  kill(index: number, signal?: NodeJS.Signals): Promise<KillRecord>;
  /** Starts process `index` again on its port; resolves once it is ready. */
  start(index: number): Promise<void>;
  /** Kills process `index` with SIGKILL and starts it again. */
  restart(index: number): Promise<KillRecord>;
  /** Stops the proxy, then every process (SIGTERM), then the loopback S3 server. */
  stop(): Promise<void>;
}

const printLine = (name: string, line: string) =>
  process.stdout.write(`${name.padEnd(6)}${line}\n`);
const printNotice = (text: string) => process.stderr.write(`${text}\n`);

/** The inherited environment without its unset variables. */
function inherited(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * Long polling takes a bot's updates in one process only: Telegram ends a poll when another
 * starts (409), so several processes take turns, and one may handle an update another had.
 */
function telegramWarning(env: Record<string, string>, processes: number): string | undefined {
  if (processes < 2 || !env.TELEGRAM_BOT_TOKEN || env.TELEGRAM_WEBHOOK_URL) return undefined;
  return (
    'Warning: TELEGRAM_BOT_TOKEN without TELEGRAM_WEBHOOK_URL: every process would poll the ' +
    "bot's updates and they would interrupt one another. Set TELEGRAM_WEBHOOK_URL to the " +
    "proxy's public https address."
  );
}

/** The variables of every process: inherited, then the caller's, then the cluster's own. */
function processEnv(
  options: ClusterOptions,
  s3: S3Settings,
  publicUrl: string,
): Record<string, string> {
  const given = { ...inherited(), ...options.env };
  const { settings } = options;
  return {
    ...given,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    DATA_DIR: settings.dataDir,
    ...sharedSecrets(given, settings.dataDir),
    ...s3Variables(s3),
    // Loopback: the proxy is the only way in.
    HOST: '127.0.0.1',
    // One proxy in front: the last X-Forwarded-For address is the one it saw.
    TRUST_PROXY: given.TRUST_PROXY ?? '1',
    // Links in letters lead to the proxy, not to one process.
    PUBLIC_URL: given.PUBLIC_URL ?? publicUrl,
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const onLine = options.onLine ?? printLine;
  const onNotice = options.onNotice ?? printNotice;
  const workDir = await mkdtemp(join(tmpdir(), 'vitrina-cluster-'));
  const port = options.port || (await freePort());
  const tlsPort = options.tls && (options.tls.port || (await freePort()));
  const kind = options.proxy ?? availableProxy();
  let s3Server: S3TestServer | undefined;
  const processes: ServerProcess[] = [];
  let proxy: RunningProxy | undefined;

  // The processes run in process groups of their own: if this one exits without stopping them
  // (an error, process.exit), they go with it rather than on their own.
  const killAll = () => {
    const pids = [...processes.map((each) => each.pid), proxy?.pid];
    for (const pid of pids.filter((each) => each !== undefined)) {
      try {
        process.kill(pid, pid === proxy?.pid ? 'SIGTERM' : 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  };
  process.once('exit', killAll);

  async function stop() {
    process.off('exit', killAll);
    await proxy?.stop();
    await Promise.all(processes.map((each) => each.stop()));
    await s3Server?.close();
    await rm(workDir, { recursive: true, force: true });
  }

  try {
    if (!options.settings.s3) s3Server = await startS3TestServer();
    const s3 = options.settings.s3 ?? s3Server!.settings;
    const env = processEnv(options, s3, `http://127.0.0.1:${port}`);
    const warning = telegramWarning(env, options.processes);
    if (warning) onNotice(warning);
    for (let index = 0; index < options.processes; index += 1) {
      processes.push(
        createServerProcess({
          name: `p${index + 1}`,
          source: options.source ?? 'built',
          env,
          onLine,
          startTimeoutMs: options.startTimeoutMs,
        }),
      );
    }
    // Together: each migrates under the database's lock, one after another (decision 49).
    const starts = await Promise.allSettled(processes.map((each) => each.start()));
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startProxy(kind, {
      upstreams: processes.map((each) => each.port),
      healthPath: processes[0]!.readyPath,
      port,
      tls: options.tls && { ...options.tls, port: tlsPort! },
      workDir,
      onLine: (line) => onLine(kind, line),
    });
    const running = proxy;
    return {
      url: running.url,
      tlsUrl: running.tlsUrl,
      proxy: kind,
      processes,
      s3,
      env,
      kill: (index, signal) => processes[index]!.kill(signal),
      start: (index) => processes[index]!.start(),
      async restart(index) {
        const killed = await processes[index]!.kill('SIGKILL');
        await processes[index]!.start();
        return killed;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
