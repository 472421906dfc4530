// Requests per second of the public showcases call (a site whose published widget shows a
// collection of 500 products in 20 categories, answered from the server's cache) against a
// hello-world Fastify route measured in the same run (`bench-load.ts`). The showcases call is
// asked as browsers ask it (brotli, gzip), without compression, and with `If-None-Match` (304);
// beside it, a bare Fastify route sending the brotli answer's very headers and bytes (the floor
// of that case: what sending the answer costs, whatever the app does to make it).
// On PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// BENCH_CPU_PROF=<folder> writes the showcases server's CPU profile there.
import { compareWithHelloWorld, startServer, type Case, type Server } from './bench-load';

const ROUNDS = 3;
/** Visitors of the many-address case, each with a window of the per-IP limiter. */
const VISITOR_ADDRESSES = 65_536;

/** What Chromium sends; Firefox and Safari name br and gzip too. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function showcasesCases(server: Server): Promise<Case[]> {
  const { url, origin } = server as Required<Server>;
  const first = await fetch(url, { headers: { origin } });
  const etag = first.headers.get('etag')!;
  await first.arrayBuffer();
  const brotli = { 'accept-encoding': BROWSER_ENCODINGS };
  const asked = (name: string, headers: Record<string, string>, status: 200 | 304 = 200) => ({
    name: `showcases, ${name}`,
    server,
    url,
    headers: { origin, ...headers },
    status,
  });
  return [
    asked('br', brotli),
    asked('gzip', { 'accept-encoding': 'gzip, deflate' }),
    asked('identity', {}),
    asked('304', { 'if-none-match': etag }, 304),
    { ...asked(`br, ${VISITOR_ADDRESSES} addresses`, brotli), addresses: VISITOR_ADDRESSES },
  ];
}

async function benchmark(database: string, env: NodeJS.ProcessEnv) {
  const hello = await startServer('hello', env);
  const showcases = await startServer('showcases', env, process.env.BENCH_CPU_PROF);
  const copy = { BENCH_COPY_URL: showcases.url, BENCH_COPY_ORIGIN: showcases.origin };
  const sameAnswer = await startServer('same-answer', { ...env, ...copy });
  const floor = {
    name: 'same br answer, bare',
    server: sameAnswer,
    url: sameAnswer.url,
    headers: { origin: showcases.origin!, 'accept-encoding': BROWSER_ENCODINGS },
    status: 200 as const,
  };
  try {
    const cases = [floor, ...(await showcasesCases(showcases))];
    await compareWithHelloWorld(database, hello, cases, ROUNDS);
  } finally {
    await Promise.all([hello.stop(), showcases.stop(), sameAnswer.stop()]);
  }
}

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
await benchmark('PGlite', withoutPostgres);
if (postgresUrl) await benchmark('PostgreSQL', process.env);
