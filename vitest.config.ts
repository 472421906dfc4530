import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, component and API suites; the browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: one worker on a 2-core machine. The suites wait
    // on sockets, child processes and WASM start-up a good part of the time, so a worker per
    // core measured 240 s against 270–400 s for the same console files.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'packages/bot-api-stand-in',
      'packages/yookassa-stand-in',
      'apps/server',
      'apps/console',
      'apps/widget',
      { test: { name: 'lint', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
