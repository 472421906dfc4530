import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the built app on a free port with its own data folder,
// whose database is a copy of one migrated once by the global set-up.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/database-template.ts'],
    // Every file's visited console screens must be scanned; its scans are written out.
    setupFiles: ['support/screen-coverage.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one Chromium and one server at a time keeps timings steady.
    fileParallelism: false,
  },
});
