// Orders per second and the server's CPU time per order (`POST /api/v1/public/orders`, each from
// an address and with an Idempotency-Key of its own, the merchant told by e-mail through the
// outbox) against a hello-world Fastify route measured in the same run (`bench-load.ts`).
// On PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// BENCH_CPU_PROF=<folder> writes the orders server's CPU profile there.
import { compareWithHelloWorld, startServer } from './bench-load';

const ROUNDS = 3;
const BUYERS = 65_536;

async function benchmark(database: string, env: NodeJS.ProcessEnv) {
  const hello = await startServer('hello', env);
  const orders = await startServer('orders', env, process.env.BENCH_CPU_PROF);
  const { url, origin, body } = orders as Required<typeof orders>;
  try {
    const taken = { name: 'orders', server: orders, url, headers: { origin }, body };
    await compareWithHelloWorld(
      database,
      hello,
      [{ ...taken, status: 201, addresses: BUYERS }],
      ROUNDS,
    );
  } finally {
    await Promise.all([hello.stop(), orders.stop()]);
  }
}

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
await benchmark('PGlite', withoutPostgres);
if (postgresUrl) await benchmark('PostgreSQL', process.env);
