import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { groupServerOf, type GroupServer } from './group-server';
import { BROWSER_RESOLVES_MERCHANT_DOMAINS } from './merchant-domains';
import { startSitePage, type SitePage } from './site-page';

export interface StorefrontWorld {
  /** The storefront journeys' server, shared by their files (storefront-server.ts). */
  server: GroupServer;
  /** The merchants' own pages, on loopback under their domains: the file's own. */
  sitePage: SitePage;
  browser: Browser;
}

/**
 * The merchants' pages and a Chromium that finds merchants' domains on loopback, the file's
 * own, started before its journeys and stopped after them. Read the fields inside the
 * journeys: they are set once the hook has run.
 */
export function storefrontWorld(): StorefrontWorld {
  const world = { server: groupServerOf('e2e-storefront') } as StorefrontWorld;
  beforeAll(async () => {
    [world.sitePage, world.browser] = await Promise.all([
      startSitePage(),
      launchBrowser([BROWSER_RESOLVES_MERCHANT_DOMAINS]),
    ]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.sitePage?.close();
  });
  return world;
}
