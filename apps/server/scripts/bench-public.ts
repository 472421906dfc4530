// Requests per second of the public showcases call (a site whose published widget shows a
// collection of 500 products in 20 categories, answered from the server's cache) against a
// hello-world Fastify route measured in the same run. Each server runs in a process of its own
// (`bench-public-server.ts`) and autocannon loads it from this one, so the load generator never
// takes the server's CPU; both are loaded alike (CONNECTIONS at once for SECONDS, after a warm-up)
// one after the other. The showcases call is asked as browsers ask it (brotli, gzip), without
// compression, and with `If-None-Match` (304). Hello world and the four are run in turn ROUNDS
// times and each one's median is shown, so that a burst of other work on the machine moves
// a ratio less. Beside requests per second, which other work on the machine lowers, the
// server's own CPU time per answer (user and system, which it hardly moves) and what it makes
// of one core: the ratio of those is the capacity of the call against hello world's.
// On PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// BENCH_CPU_PROF=<folder> writes the showcases server's CPU profile there.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServerCpu, BenchServerReady } from './bench-public-server';

const CONNECTIONS = 50;
const SECONDS = 3;
const WARM_UP_SECONDS = 1;
const ROUNDS = 3;
const serverScript = fileURLToPath(new URL('./bench-public-server.ts', import.meta.url));

interface Server extends BenchServerReady {
  cpuMicroseconds(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `kind` in a child process; `env` replaces the inherited environment. */
function startServer(kind: 'hello' | 'showcases', env: NodeJS.ProcessEnv): Promise<Server> {
  const profile = process.env.BENCH_CPU_PROF;
  const child: ChildProcess = fork(serverScript, [kind], {
    env,
    execArgv: [
      '--import',
      'tsx',
      ...(profile && kind === 'showcases' ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
    // Log lines go nowhere, as cheaply as the server can write them.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    void exited.then(() => reject(new Error(`the ${kind} server exited before listening`)));
    child.once('message', (ready: BenchServerReady) =>
      resolve({
        ...ready,
        cpuMicroseconds: () =>
          new Promise((answered) => {
            child.once('message', (cpu: BenchServerCpu) => answered(cpu.cpuMicroseconds));
            child.send('cpu');
          }),
        stop: () => (child.disconnect(), exited),
      }),
    );
  });
}

interface Case {
  name: string;
  server: Server;
  url: string;
  headers: Record<string, string>;
  /** What every answer must be. */
  status: 200 | 304;
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  /** The server's CPU time per answer. */
  cpuMicroseconds: number;
}

/** Loads the case's URL for SECONDS after a warm-up; throws unless every answer had its status. */
async function measure({ name, server, url, headers, status }: Case): Promise<Measure> {
  const options = { url, headers, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = await server.cpuMicroseconds();
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = (await server.cpuMicroseconds()) - cpuBefore;
  const expected = status === 200 ? result['2xx'] : result['3xx'];
  if (result.errors || result.timeouts || expected !== result.requests.total) {
    throw new Error(`${name}: ${result.requests.total} answers, ${expected} of them ${status}`);
  }
  return {
    name,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer: result.throughput.total / result.requests.total,
    cpuMicroseconds: cpu / result.requests.total,
  };
}

/** What Chromium sends; Firefox and Safari name br and gzip too. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function showcasesCases(server: Server): Promise<Case[]> {
  const { url, origin } = server as Required<Server>;
  const first = await fetch(url, { headers: { origin } });
  const etag = first.headers.get('etag')!;
  await first.arrayBuffer();
  const asked = (name: string, headers: Record<string, string>, status: 200 | 304 = 200) => ({
    name: `showcases, ${name}`,
    server,
    url,
    headers: { origin, ...headers },
    status,
  });
  return [
    asked('br', { 'accept-encoding': BROWSER_ENCODINGS }),
    asked('gzip', { 'accept-encoding': 'gzip, deflate' }),
    asked('identity', {}),
    asked('304', { 'if-none-match': etag }, 304),
  ];
}

/** The run of the median requests per second. */
function medianRun(runs: Measure[]): Measure {
  return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[runs.length >> 1]!;
}

const loadAverage = () => loadavg()[0]!.toFixed(1);

function report(database: string, load: string, [hello, ...showcases]: Measure[]) {
  const row = (run: Measure, ratios: string) =>
    `${run.name.padEnd(20)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${String(run.p50).padStart(3)} ms  p99 ${String(run.p99).padStart(3)} ms  ` +
    `${(run.bytesPerAnswer / 1024).toFixed(1).padStart(5)} KB  ` +
    `CPU ${run.cpuMicroseconds.toFixed(0).padStart(4)} µs/answer = ` +
    `${(1e6 / run.cpuMicroseconds).toFixed(0).padStart(5)}/s a core  ${ratios}`;
  console.log(
    `\n${database}: ${CONNECTIONS} connections, ${SECONDS} s each, medians of ${ROUNDS} rounds ` +
      `(load average ${load} → ${loadAverage()} on ${availableParallelism()} cores)`,
  );
  console.log(row(hello!, ''));
  for (const run of showcases) {
    const ratio = run.requestsPerSecond / hello!.requestsPerSecond;
    const cpuRatio = hello!.cpuMicroseconds / run.cpuMicroseconds;
    console.log(row(run, `${ratio.toFixed(2)}× (CPU ${cpuRatio.toFixed(2)}×) of hello world`));
  }
}

async function benchmark(database: string, env: NodeJS.ProcessEnv) {
  const hello = await startServer('hello', env);
  const showcases = await startServer('showcases', env);
  const load = loadAverage();
  try {
    const cases: Case[] = [
      { name: 'hello world', server: hello, url: hello.url, headers: {}, status: 200 },
      ...(await showcasesCases(showcases)),
    ];
    const runs = cases.map((): Measure[] => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, asked] of cases.entries()) runs[index]!.push(await measure(asked));
    }
    report(database, load, runs.map(medianRun));
  } finally {
    await Promise.all([hello.stop(), showcases.stop()]);
  }
}

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
await benchmark('PGlite', withoutPostgres);
if (postgresUrl) await benchmark('PostgreSQL', process.env);
