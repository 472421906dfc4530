import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import { startSitePage, type SitePage } from './site-page';
import { BROWSER_RESOLVES_MERCHANT_DOMAINS, SERVER_RESOLVES_MERCHANT_DOMAINS } from './storefront';

export interface StorefrontWorld {
  server: AppServer;
  /** The merchants' own pages, on loopback under their domains. */
  sitePage: SitePage;
  browser: Browser;
}

/**
 * The app, the merchants' pages and a Chromium that finds merchants' domains on loopback,
 * started before a file's journeys and stopped after them; `env` adds to the server's settings.
 * Read the fields inside the journeys: they are set once the hook has run.
 */
export function storefrontWorld(env: Record<string, string> = {}): StorefrontWorld {
  const world = {} as StorefrontWorld;
  beforeAll(async () => {
    [world.server, world.sitePage, world.browser] = await Promise.all([
      startAppServer({ ...SERVER_RESOLVES_MERCHANT_DOMAINS, ...env }),
      startSitePage(),
      launchBrowser([BROWSER_RESOLVES_MERCHANT_DOMAINS]),
    ]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.sitePage?.close();
    await world.server?.stop();
  });
  return world;
}
