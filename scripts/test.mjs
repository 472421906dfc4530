// `npm test`: every check, in order, failing fast: types, lint and format, unit, component
// and API suites, then the browser journeys against the built app.
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { repoRoot, run } from './lib/run.mjs';

const npm =
  (...args) =>
  () =>
    run('npm', args, { cwd: repoRoot });

const steps = [
  ['dependencies', ensureDependencies],
  ['typecheck', npm('run', 'typecheck')],
  ['lint', npm('run', 'lint')],
  ['unit, component and API tests', npm('run', 'test:unit')],
  ['build', buildIfStale],
  ['chromium', ensureChromium],
  ['browser journeys', npm('run', 'test:e2e')],
];

const timings = [];
for (const [name, step] of steps) {
  const startedAt = performance.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name}: ${error.message}`);
    process.exit(1);
  }
  timings.push(`${name} ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
console.log(`\n✔ all checks passed: ${timings.join(', ')}`);
