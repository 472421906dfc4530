// Requests per second of the cheap reads every console page makes, against a hello-world Fastify
// route of the same run (`bench-load.ts`): `GET /api/health` (one `select 1`) beside a bare
// Fastify route running that very query through the same driver, so what the app adds per
// request shows apart from the database's part; `GET /api/user/me` with a signed-in token
// (the token's check, the session's, and the user's read); and `GET /api/v1/shop/`, as cheap a
// read behind the permission check of every shop route (decision 57): its shop resolved from
// the member's cached memberships, the role's permission checked, the shop answered.
// On PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
// BENCH_CPU_PROF=<folder> writes the app's CPU profile there.
import { compareWithHelloWorld, startServer } from './bench-load';

const ROUNDS = 3;

async function benchmark(database: string, env: NodeJS.ProcessEnv) {
  const hello = await startServer('hello', env);
  const bare = await startServer('bare-health', env);
  const app = await startServer('reads', env, process.env.BENCH_CPU_PROF);
  const asked = (name: string, url: string, headers: Record<string, string> = {}) => ({
    name,
    server: app,
    url,
    headers,
    status: 200 as const,
  });
  try {
    await compareWithHelloWorld(
      database,
      hello,
      [
        { ...asked('bare select 1', bare.url), server: bare },
        asked('/api/health', `${app.url}/api/health`),
        asked('/api/user/me', `${app.url}/api/user/me`, app.headers),
        asked('/api/v1/shop/', `${app.url}/api/v1/shop/`, app.headers),
      ],
      ROUNDS,
    );
  } finally {
    await Promise.all([hello.stop(), bare.stop(), app.stop()]);
  }
}

const { TEST_DATABASE_URL: postgresUrl, ...withoutPostgres } = process.env;
await benchmark('PGlite', withoutPostgres);
if (postgresUrl) await benchmark('PostgreSQL', process.env);
