// Start-up time and idle memory of the server run from its sources through tsx and from the
// build (`npm run build -w apps/server`) with plain Node, in turn ROUNDS times on copies of one
// migrated PGlite data folder (a database's first migration is not start-up). Time runs from
// spawning to the "serving" log line; the resident set (with tsx's own process) is read IDLE_MS
// after it.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROUNDS = 5;
const IDLE_MS = 2_000;
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const binaries = join(serverRoot, '../../node_modules/.bin');

const ways = {
  tsx: [join(binaries, 'tsx'), 'src/main.ts'],
  build: [process.execPath, '--enable-source-maps', 'dist/main.js'],
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

async function startOnce(way: Way, dataDir: string) {
  const [command, ...args] = ways[way];
  const startedAt = performance.now();
  const child = spawn(command, args, {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => line.includes('Vitrina is serving at') && resolve());
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

const folder = await mkdtemp(join(tmpdir(), 'vitrina-bench-start-'));
const template = join(folder, 'template');
await startOnce('build', template);
const results: Record<Way, { startMs: number[]; rssMiB: number[] }> = {
  tsx: { startMs: [], rssMiB: [] },
  build: { startMs: [], rssMiB: [] },
};
for (let round = 0; round < ROUNDS; round++) {
  for (const way of Object.keys(ways) as Way[]) {
    const dataDir = join(folder, `${way}-${round}`);
    await cp(template, dataDir, { recursive: true });
    const { startMs, rssMiB } = await startOnce(way, dataDir);
    results[way].startMs.push(startMs);
    results[way].rssMiB.push(rssMiB);
  }
}
await rm(folder, { recursive: true, force: true });

console.log(`PGlite, ${ROUNDS} rounds, medians`);
console.log('| run | start (ms) | idle RSS (MiB) |\n|---|---|---|');
for (const way of Object.keys(ways) as Way[]) {
  const { startMs, rssMiB } = results[way];
  console.log(`| ${way} | ${median(startMs).toFixed(0)} | ${median(rssMiB).toFixed(0)} |`);
}
