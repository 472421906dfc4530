import { defineConfig } from 'vitest/config';

// Unit, component and API suites; the browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/console',
      'apps/widget',
      { test: { name: 'lint', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
