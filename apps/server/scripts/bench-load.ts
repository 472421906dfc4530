// What the load benchmarks share: a server in a child process of its own (`bench-server.ts`),
// loaded by autocannon from the benchmark's process so the load generator never takes the
// server's CPU; CONNECTIONS at once for SECONDS after a warm-up; the server's own CPU time per
// answer beside requests per second (other work on the machine lowers the one, hardly the
// other); medians of rounds; every figure set against a hello-world Fastify route of the same run.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchServerCpu, BenchServerKind, BenchServerReady } from './bench-server';

const CONNECTIONS = 50;
const SECONDS = 3;
const WARM_UP_SECONDS = 1;
const serverScript = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

export interface Server extends BenchServerReady {
  cpuMicroseconds(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts `kind` in a child process; `env` replaces the inherited environment. `profileDir`
 * writes its CPU profile there.
 */
export function startServer(
  kind: BenchServerKind,
  env: NodeJS.ProcessEnv,
  profileDir?: string,
): Promise<Server> {
  const child: ChildProcess = fork(serverScript, [kind], {
    env,
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
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

export interface Case {
  name: string;
  server: Server;
  url: string;
  headers: Record<string, string>;
  /** What every answer must be. */
  status: 200 | 201 | 204 | 304;
  /** Sends each request from the next of this many client addresses (X-Forwarded-For). */
  addresses?: number;
  /** A JSON body to POST instead of a GET; a function makes each request's own. */
  body?: string | (() => string);
}

export interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  /** The server's CPU time per answer. */
  cpuMicroseconds: number;
}

/**
 * Requests that come from `count` client addresses in turn, as visitors behind one proxy (the
 * per-IP limiter then holds a window for each of them, as it does in production), and a POST's
 * with an Idempotency-Key of its own, as each buyer's order has.
 */
function perRequest({ addresses = 1, body }: Case) {
  if (addresses === 1 && !body) return {};
  let next = 0;
  const address = (index: number) =>
    `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const setupRequest = (request: autocannon.Request) => {
    next = (next + 1) % addresses;
    const headers = { ...request.headers, 'x-forwarded-for': address(next) };
    return {
      ...request,
      headers: body ? { ...headers, 'idempotency-key': randomUUID() } : headers,
      ...(typeof body === 'function' && { body: body() }),
    };
  };
  return { requests: [{ setupRequest }] };
}

/** Loads the case's URL for SECONDS after a warm-up; throws unless every answer had its status. */
async function measure(asked: Case): Promise<Measure> {
  const { name, server, url, headers, status, body } = asked;
  const options = {
    url,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    connections: CONNECTIONS,
    ...(body && { method: 'POST' as const, body: typeof body === 'string' ? body : body() }),
    ...perRequest(asked),
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = await server.cpuMicroseconds();
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpu = (await server.cpuMicroseconds()) - cpuBefore;
  const expected = status === 304 ? result['3xx'] : result['2xx'];
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

/** The run of the median requests per second. */
function medianRun(runs: Measure[]): Measure {
  return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[runs.length >> 1]!;
}

const loadAverage = () => loadavg()[0]!.toFixed(1);

const ratioOf = (run: Measure, base: Measure) =>
  `${(run.requestsPerSecond / base.requestsPerSecond).toFixed(2)}× ` +
  `(CPU ${(base.cpuMicroseconds / run.cpuMicroseconds).toFixed(2)}×)`;

function report(title: string, load: string, rounds: number, measured: Measured[]) {
  const row = (run: Measure, ratios: string) =>
    `${run.name.padEnd(20)} ${run.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${String(run.p50).padStart(3)} ms  p99 ${String(run.p99).padStart(3)} ms  ` +
    `${(run.bytesPerAnswer / 1024).toFixed(1).padStart(5)} KB  ` +
    `CPU ${run.cpuMicroseconds.toFixed(0).padStart(4)} µs/answer = ` +
    `${(1e6 / run.cpuMicroseconds).toFixed(0).padStart(5)}/s a core  ${ratios}`;
  console.log(
    `\n${title}: ${CONNECTIONS} connections, ${SECONDS} s each, medians of ${rounds} rounds ` +
      `(load average ${load} → ${loadAverage()} on ${availableParallelism()} cores)`,
  );
  const [first, ...others] = measured;
  const hello = first!.run;
  console.log(row(hello, ''));
  for (const { run, alike } of others) {
    if (alike) console.log(row(alike, ''));
    const ofAlike = alike ? `; ${ratioOf(run, alike)} of hello world asked alike` : '';
    console.log(row(run, `${ratioOf(run, hello)} of hello world${ofAlike}`));
  }
}

/**
 * Hello world asked as `asked` is, where the load generator makes each request (from the next
 * address, with a body of its own): that work takes the machine's CPU from either server alike,
 * so the ratio to this one is the servers' own.
 */
function helloAskedAlike(hello: Server, asked: Case): Case | null {
  if (!asked.addresses && !asked.body) return null;
  const { headers, addresses, body } = asked;
  return {
    name: 'hello world, alike',
    server: hello,
    url: hello.url,
    headers,
    status: 200,
    addresses,
    body,
  };
}

interface Measured {
  run: Measure;
  alike?: Measure;
}

/**
 * Runs hello world and then each case in turn, `rounds` times, so a burst of other work on the
 * machine moves a ratio less, and prints each one's median against hello world's.
 */
export async function compareWithHelloWorld(
  title: string,
  hello: Server,
  cases: Case[],
  rounds: number,
) {
  const load = loadAverage();
  const helloCase: Case = {
    name: 'hello world',
    server: hello,
    url: hello.url,
    headers: {},
    status: 200,
  };
  const all = [helloCase, ...cases].map((asked) => ({
    asked,
    alike: helloAskedAlike(hello, asked),
  }));
  const runs = all.map(() => ({ runs: [] as Measure[], alike: [] as Measure[] }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { asked, alike }] of all.entries()) {
      if (alike) runs[index]!.alike.push(await measure(alike));
      runs[index]!.runs.push(await measure(asked));
    }
  }
  report(
    title,
    load,
    rounds,
    runs.map(({ runs: own, alike }) => ({
      run: medianRun(own),
      ...(alike.length > 0 && { alike: medianRun(alike) }),
    })),
  );
}
