import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // The operator's scripts (the cluster) are tested beside them too.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Files of a worker share modules, so the migrated PGlite snapshot (testing/test-database.ts)
    // is made once per worker rather than once per file, about 3 s each. No test mocks a module.
    isolate: false,
  },
});
