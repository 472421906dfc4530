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
    // Node's own Web Storage global (on by default since Node 25, inert without
    // --localstorage-file) would shadow jsdom's localStorage and sessionStorage.
    execArgv: ['--no-experimental-webstorage'],
  },
});
