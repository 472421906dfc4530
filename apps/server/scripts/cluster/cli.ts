// `npm run cluster -- N [--proxy nginx|haproxy|node] [--port P] [--source]`: N built server
// processes behind a proxy on loopback, on DATABASE_URL and REDIS_URL; Ctrl-C stops them all.
// The proxy listens on PORT (8080 by default); each process on a free port of its own.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster, type ProxyKind } from './cluster';
import { builtMain } from './server-process';
import { ClusterSettingsError, readClusterSettings } from './settings';

const USAGE =
  'Usage: npm run cluster -- <processes> [--proxy nginx|haproxy|node] [--port <port>] [--source]';
const PROXIES: ProxyKind[] = ['nginx', 'haproxy', 'node'];

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      proxy: { type: 'string' },
      port: { type: 'string' },
      source: { type: 'boolean', default: false },
    },
  });
  const processes = Number(positionals[0] ?? 3);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) exitWith(USAGE);
  const proxy = values.proxy as ProxyKind | undefined;
  if (proxy !== undefined && !PROXIES.includes(proxy)) exitWith(USAGE);
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) exitWith(USAGE);
  return {
    processes,
    proxy,
    port,
    source: values.source ? ('source' as const) : ('built' as const),
  };
}

function describe(cluster: Cluster): string {
  const lines = [
    `Vitrina: ${cluster.processes.length} processes behind ${cluster.proxy}`,
    `  proxy  ${cluster.url}   <- open this one`,
    ...cluster.processes.map((each) => `  ${each.name.padEnd(6)} ${each.url}   (pid ${each.pid})`),
    `  media  ${cluster.s3.endpoint} bucket ${cluster.s3.bucket}`,
    `  data   ${cluster.env.DATA_DIR} (the JWT and payments secrets every process shares)`,
    'Ctrl-C stops everything.',
  ];
  return lines.join('\n');
}

/**
 * The first SIGINT or SIGTERM stops the cluster in order (once it has started, if it is still
 * starting); a second exits at once, killing what runs.
 */
function stopOnSignals(started: Promise<Cluster>) {
  let stopping = false;
  const stop = async () => {
    const running = await started;
    await running.stop();
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`${signal} again: killing the processes\n`);
      process.exit(1);
    }
    stopping = true;
    process.stderr.write(`${signal}: stopping the proxy and the processes\n`);
    stop().catch((error: unknown) => exitWith(`Stopping failed: ${String(error)}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

const options = readArguments();
if (options.source === 'built' && !existsSync(builtMain)) {
  exitWith(
    `${builtMain} is missing: run \`npm run cluster\` from the repository's root, which builds it, or pass --source`,
  );
}
let settings;
try {
  settings = readClusterSettings();
} catch (error) {
  if (error instanceof ClusterSettingsError) exitWith(error.message);
  throw error;
}
const starting = startCluster({ ...options, settings });
stopOnSignals(starting);
const cluster = await starting.catch((error: unknown) =>
  exitWith(error instanceof Error ? error.message : String(error)),
);
process.stderr.write(`${describe(cluster)}\n`);
