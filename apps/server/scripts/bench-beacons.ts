// Requests per second of the funnel beacon `POST /api/v1/public/events` (a page view: the widget
// seen and three cards half on screen, each beacon of a visitor of its own, from 65 536 addresses
// behind one proxy hop, at the production limits) against a hello-world Fastify route measured in
// the same run (`bench-load.ts`). On PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// BENCH_CPU_PROF=<folder> writes the beacons server's CPU profile there.
import { randomUUID } from 'node:crypto';
import { compareWithHelloWorld, startServer, type Case, type Server } from './bench-load';

const ROUNDS = 3;
/** Visitors' addresses, each with windows of the per-IP limit and the per-address caps. */
const VISITOR_ADDRESSES = 65_536;

function beaconCase(server: Server): Case {
  const { url, origin, body } = server as Required<Server>;
  const batch = JSON.parse(body) as object;
  return {
    name: 'beacons',
    server,
    url,
    headers: { origin },
    status: 204,
    addresses: VISITOR_ADDRESSES,
    body: () => JSON.stringify({ ...batch, visitor: randomUUID() }),
  };
}

async function benchmark(database: string, env: NodeJS.ProcessEnv) {
  const hello = await startServer('hello', env);
  const beacons = await startServer('beacons', env, process.env.BENCH_CPU_PROF);
  try {
    await compareWithHelloWorld(database, hello, [beaconCase(beacons)], ROUNDS);
  } finally {
    await Promise.all([hello.stop(), beacons.stop()]);
  }
}

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
await benchmark('PGlite', withoutPostgres);
if (postgresUrl) await benchmark('PostgreSQL', process.env);
