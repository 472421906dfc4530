// Start-up time and idle memory, in turn ROUNDS times: a hello-world Fastify server, the build
// (`npm run build -w apps/server`) as `npm start` runs it, the same with Node's source maps on
// (as it ran before decision 68), the build with drizzle-orm left to Node and source maps on
// (built here into a folder removed after), and the server from its sources through tsx. On
// copies of one migrated PGlite data folder (a database's first migration is not start-up),
// then with TEST_DATABASE_URL on PostgreSQL. Time runs from spawning to the
// "serving" log line; the resident set (with tsx's own child) is read IDLE_MS after it.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../build.mjs';
import { createSharedPostgresDatabase } from '../src/testing/test-database';

const ROUNDS = 5;
const IDLE_MS = 2_000;
const SERVING = 'Vitrina is serving at';
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const binaries = join(serverRoot, '../../node_modules/.bin');
const baselineDir = join(serverRoot, '.bench-start-dist');

const HELLO = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(${JSON.stringify(SERVING)});`;

const ways = {
  'hello world': [process.execPath, '--input-type=module', '-e', HELLO],
  build: [process.execPath, 'dist/main.js'],
  'build, source maps on': [process.execPath, '--enable-source-maps', 'dist/main.js'],
  'build, drizzle-orm not bundled': [
    process.execPath,
    '--enable-source-maps',
    join(baselineDir, 'main.js'),
  ],
  tsx: [join(binaries, 'tsx'), 'src/main.ts'],
} as const;
type Way = keyof typeof ways;

/** The process's resident set with its children's: tsx runs the server in a child of its own. */
async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  const ids = children.split(' ').filter(Boolean).map(Number);
  const theirs = await Promise.all(ids.map(residentMiB));
  return theirs.reduce((sum, mib) => sum + mib, own);
}

async function startOnce(way: Way, env: Record<string, string>) {
  const [command, ...args] = ways[way];
  const startedAt = performance.now();
  const child = spawn(command, args, {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', BACKUP_INTERVAL_HOURS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => line.includes(SERVING) && resolve());
    child.once('exit', (code) => reject(new Error(`${way} exited with ${code}`)));
  });
  const startMs = performance.now() - startedAt;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rssMiB = await residentMiB(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { startMs, rssMiB };
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** ROUNDS starts of every way in turn, each with the environment `envOf` gives for its round. */
async function measure(
  title: string,
  envOf: (way: Way, round: number) => Promise<Record<string, string>>,
) {
  const results = Object.fromEntries(
    Object.keys(ways).map((way) => [way, { startMs: [] as number[], rssMiB: [] as number[] }]),
  ) as Record<Way, { startMs: number[]; rssMiB: number[] }>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of Object.keys(ways) as Way[]) {
      const { startMs, rssMiB } = await startOnce(way, await envOf(way, round));
      results[way].startMs.push(startMs);
      results[way].rssMiB.push(rssMiB);
    }
  }
  const hello = median(results['hello world'].startMs);
  console.log(`\n${title}, ${ROUNDS} rounds, medians (load average ${loadavg()[0]!.toFixed(1)})`);
  console.log('| run | start (ms) | × hello world | idle RSS (MiB) |\n|---|---|---|---|');
  for (const way of Object.keys(ways) as Way[]) {
    const start = median(results[way].startMs);
    const times = (start / hello).toFixed(1);
    console.log(
      `| ${way} | ${start.toFixed(0)} | ${times} | ${median(results[way].rssMiB).toFixed(0)} |`,
    );
  }
}

await buildServer({ outdir: baselineDir, bundled: ['@vitrina/'] });
const folder = await mkdtemp(join(tmpdir(), 'vitrina-bench-start-'));
try {
  const template = join(folder, 'template');
  await startOnce('build', { DATABASE_URL: '', DATA_DIR: template });
  await measure('PGlite', async (way, round) => {
    const dataDir = join(folder, `${way}-${round}`);
    await cp(template, dataDir, { recursive: true });
    return { DATABASE_URL: '', DATA_DIR: dataDir };
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createSharedPostgresDatabase(adminUrl);
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: join(folder, 'postgres') };
      await startOnce('build', env);
      await measure('PostgreSQL', async () => env);
    } finally {
      await database.drop();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
  await rm(baselineDir, { recursive: true, force: true });
}
