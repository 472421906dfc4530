import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { groupServerOf, type GroupServer } from './group-server';

export interface ConsoleWorld {
  /** The console journeys' server, shared by their files (console-server.ts). */
  server: GroupServer;
  browser: Browser;
}

/**
 * A Chromium of the file's own, started before its journeys and closed after them, whose pages
 * come from an address of their own. Read `browser` inside the journeys: it is set once the
 * hook has run.
 */
export function consoleWorld(): ConsoleWorld {
  const world = { server: groupServerOf('e2e-console') } as ConsoleWorld;
  beforeAll(async () => {
    const clientAddress = `10.${[...randomBytes(3)].join('.')}`;
    world.browser = await launchBrowser([], { clientAddress });
  });
  afterAll(async () => {
    await world.browser?.close();
  });
  return world;
}
