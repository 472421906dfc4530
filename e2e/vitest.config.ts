import { defineConfig } from 'vitest/config';

// Browser journeys against the built app, two files at a time. Files that need the same server
// share one, started by their project's global set-up from a database migrated once; a file
// whose server is its own (a Bot API server of its own) starts it itself.
const consoleJourneys = [
  'accounts',
  'catalog',
  'catalog-scale',
  'characteristics',
  'console-fixes',
  'new-merchant',
  'product-editor',
  'shell',
];
const storefrontJourneys = [
  'analytics',
  'catalog-import',
  'console-screens',
  'customers',
  'home',
  'sites',
  'storefront-hosts',
  'storefront-look',
  'team',
  'variants',
  'webhooks',
  'every-control',
];
const filesOf = (names: string[]) => names.map((name) => `journeys/${name}.e2e.ts`);

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    // Every file's visited console screens must be scanned; its scans are written out.
    setupFiles: ['support/screen-coverage.ts'],
    // Two files share two cores, so a long journey (the screens tour visits every route) takes
    // up to twice its time alone: 60 s cut the desktop tour and the catalog journey off.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: two files at a time, each with its Chromium, keep the machine busy (decision 56).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e-console',
          include: filesOf(consoleJourneys),
          globalSetup: ['support/database-template.ts', 'support/console-server.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-storefront',
          include: filesOf(storefrontJourneys),
          globalSetup: ['support/database-template.ts', 'support/storefront-server.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-own-servers',
          include: ['journeys/**/*.e2e.ts'],
          exclude: filesOf([...consoleJourneys, ...storefrontJourneys]),
          globalSetup: ['support/database-template.ts'],
        },
      },
    ],
  },
});
