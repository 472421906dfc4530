import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bot-api-stand-in', environment: 'node', include: ['src/**/*.test.ts'] },
});
