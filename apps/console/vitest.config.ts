import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Above testing-library's 10 s wait (testing/setup.ts), so a slow first render fails as a
    // missing element, with the DOM printed, rather than as a bare timeout.
    testTimeout: 30_000,
    // Files of a worker share modules, so React, MUI and the app are loaded once per worker, not
    // once per file. What a file leaves on the shared page is cleared after each test
    // (testing/setup.ts), and each rendered test styles into a cache of its own
    // (testing/test-style-cache.ts): together 436 s -> 175 s for the console's files. No test
    // mocks a module, and a spy a failed test left behind is restored before the next.
    isolate: false,
    restoreMocks: true,
    // Node's own Web Storage global (on by default since Node 25, inert without
    // --localstorage-file) would shadow jsdom's localStorage and sessionStorage.
    execArgv: ['--no-experimental-webstorage'],
    // The browser's clocks are in Moscow, as a new shop's: a time shows no zone's label unless a
    // test gives the shop another zone.
    env: { TZ: 'Europe/Moscow' },
  },
});
