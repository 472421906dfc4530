import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';
import {
  BROWSER_RESOLVES_MERCHANT_DOMAINS,
  SERVER_RESOLVES_MERCHANT_DOMAINS,
} from './merchant-domains';
import { startSitePage, type SitePage } from './site-page';

export interface TelegramWorld {
  /** The local Bot API server, whose chats the journeys drive. */
  telegram: BotApiServer;
  server: AppServer;
  sitePage: SitePage;
  browser: Browser;
}

/**
 * A local Bot API server and an app of the file's own that uses it — the app reads the Bot
 * API's address as it starts, and the journeys drive its chats in their own process, so no two
 * files can share one — with merchants' domains on loopback, their pages and a Chromium that
 * finds them; started before the file's journeys and stopped after them. Read the fields inside
 * the journeys: they are set once the hook has run.
 */
export function telegramWorld(): TelegramWorld {
  const world = {} as TelegramWorld;
  beforeAll(async () => {
    world.telegram = await startBotApiServer();
    [world.server, world.sitePage, world.browser] = await Promise.all([
      startAppServer({
        ...SERVER_RESOLVES_MERCHANT_DOMAINS,
        TELEGRAM_BOT_TOKEN: world.telegram.token,
        TELEGRAM_API_ROOT: world.telegram.apiRoot,
      }),
      startSitePage(),
      launchBrowser([BROWSER_RESOLVES_MERCHANT_DOMAINS]),
    ]);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.sitePage?.close();
    await world.server?.stop();
    await world.telegram?.close();
  });
  return world;
}
