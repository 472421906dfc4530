// `npm test`: every check, in order, failing fast: types, lint and format, unit, component
// and API suites, then the browser journeys against the built app.
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { ensureSystemPackages } from './lib/ensure-system-packages.mjs';
import { continueOnPinnedNode } from './lib/pinned-node.mjs';
import { repoRoot, run } from './lib/run.mjs';

const npm =
  (...args) =>
  () =>
    run('npm', args, { cwd: repoRoot });

const steps = [
  ['typecheck', npm('run', 'typecheck')],
  ['lint', npm('run', 'lint')],
  ['system packages', ensureSystemPackages],
  ['unit, component and API tests', npm('run', 'test:unit')],
  ['build', buildIfStale],
  ['browser journeys', npm('run', 'test:e2e')],
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
