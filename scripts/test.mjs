// `npm test`: every check, in order, failing fast: types, lint and format, unit, component
// and API suites, then the browser journeys against the built app. Given TEST_API_DATABASE_URL
// (CI), the API suite runs once more on that PostgreSQL (and TEST_API_REDIS_URL's Redis) beside
// the journeys, which wait on browsers and servers much of the time; its output follows theirs.
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { continueOnPinnedNode } from './lib/pinned-node.mjs';
import { runBuffered } from './lib/run-buffered.mjs';
import { repoRoot, run } from './lib/run.mjs';

const npm =
  (...args) =>
  () =>
    run('npm', args, { cwd: repoRoot });

/** The API suite on PostgreSQL, output kept until it ends; answers its time, s. */
async function apiOnPostgres(databaseUrl) {
  const startedAt = performance.now();
  const redisUrl = process.env.TEST_API_REDIS_URL;
  const env = {
    ...process.env,
    TEST_DATABASE_URL: databaseUrl,
    ...(redisUrl && { TEST_REDIS_URL: redisUrl }),
  };
  const shown = (output) => {
    console.log(`\n▶ API suite on PostgreSQL (${databaseUrl}), run beside the journeys`);
    process.stdout.write(output);
  };
  await runBuffered('npm', ['run', 'test:api'], { cwd: repoRoot, env }).then(shown, (error) => {
    shown(error.output ?? '');
    throw error;
  });
  return ((performance.now() - startedAt) / 1000).toFixed(1);
}

/** The journeys, and beside them the API suite on PostgreSQL when CI gives one; both must pass. */
async function journeys() {
  const databaseUrl = process.env.TEST_API_DATABASE_URL;
  if (!databaseUrl) return npm('run', 'test:e2e')();
  const [browser, api] = await Promise.allSettled([
    npm('run', 'test:e2e')(),
    apiOnPostgres(databaseUrl),
  ]);
  if (api.status === 'fulfilled') console.log(`(API suite on PostgreSQL: ${api.value} s)`);
  const failed = [browser, api].filter((result) => result.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((result) => result.reason.message).join('; '));
}

const steps = [
  ['typecheck', npm('run', 'typecheck')],
  ['lint', npm('run', 'lint')],
  ['unit, component and API tests', npm('run', 'test:unit')],
  ['build', buildIfStale],
  ['chromium', ensureChromium],
  ['browser journeys', journeys],
];

function fail(name, error) {
  console.error(`\n✖ ${name}: ${error.message}`);
  process.exit(1);
}

// The dependencies bring the pinned Node, so they are installed by whichever Node runs this.
await ensureDependencies().catch((error) => fail('dependencies', error));
await continueOnPinnedNode().catch((error) => fail('runtime', error));
console.log(`▶ runtime: Node ${process.version}`);

const timings = [];
for (const [name, step] of steps) {
  const startedAt = performance.now();
  console.log(`\n▶ ${name}`);
  await step().catch((error) => fail(name, error));
  timings.push(`${name} ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
console.log(`\n✔ all checks passed: ${timings.join(', ')}`);
