import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Node's own Web Storage global (on by default since Node 25, inert without
    // --localstorage-file) would shadow jsdom's localStorage and sessionStorage.
    execArgv: ['--no-experimental-webstorage'],
  },
});
