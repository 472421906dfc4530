import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';

export interface ConsoleWorld {
  server: AppServer;
  browser: Browser;
}

/**
 * The app and a Chromium, started before a file's journeys and stopped after them; `env` adds to
 * the server's settings. Read the fields inside the journeys: they are set once the hook has run.
 */
export function consoleWorld(env: Record<string, string> = {}): ConsoleWorld {
  const world = {} as ConsoleWorld;
  beforeAll(async () => {
    [world.server, world.browser] = await Promise.all([startAppServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
  });
  return world;
}
