import { startYookassaServer, type YookassaServer } from '@vitrina/yookassa-stand-in';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import {
  BROWSER_RESOLVES_MERCHANT_DOMAINS,
  SERVER_RESOLVES_MERCHANT_DOMAINS,
} from './merchant-domains';
import { startSitePage, type SitePage } from './site-page';

export interface PaymentsWorld {
  /** The local ЮKassa API with its confirmation page, whose shops the merchants connect. */
  yookassa: YookassaServer;
  server: AppServer;
  sitePage: SitePage;
  browser: Browser;
  /**
   * Kills the server at once, as a crash would, and starts it again on its data folder and its
   * port: the pages, the console and the shops' notification URLs keep their addresses.
   */
  crashAndRestart(): Promise<void>;
}

/**
 * A local ЮKassa API and an app of the file's own that takes payments through it — the app
 * reads the API's address as it starts, and a journey may crash it — with merchants' domains on
 * loopback, their pages and a Chromium that finds them; started before the file's journeys and
 * stopped after them. Read the fields inside the journeys: they are set once the hook has run.
 */
export function paymentsWorld(): PaymentsWorld {
  const env = () => ({
    ...SERVER_RESOLVES_MERCHANT_DOMAINS,
    YOOKASSA_API_ROOT: world.yookassa.url,
  });
  const world: PaymentsWorld = {
    async crashAndRestart() {
      const { url, dataDir } = world.server;
      await world.server.crash();
      world.server = await startAppServer({ ...env(), PORT: new URL(url).port }, dataDir);
    },
  } as PaymentsWorld;
  beforeAll(async () => {
    world.yookassa = await startYookassaServer();
    [world.server, world.sitePage, world.browser] = await Promise.all([
      startAppServer(env()),
      startSitePage(),
      launchBrowser([BROWSER_RESOLVES_MERCHANT_DOMAINS]),
    ]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.sitePage?.close();
    await world.server?.stop();
    await world.yookassa?.close();
  });
  return world;
}
