import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'yookassa-stand-in', environment: 'node', include: ['src/**/*.test.ts'] },
});
