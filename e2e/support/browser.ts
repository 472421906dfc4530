import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { recordScreens } from './screens';
import { watchRequests } from './settled';

export const artifactsDir = new URL('../artifacts/', import.meta.url).pathname;

export interface Viewport {
  width: number;
  height: number;
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 740 },
  /** The smallest phone a buyer's dialog must fit. */
  smallPhone: { width: 375, height: 667 },
} satisfies Record<string, Viewport>;

/** The address each browser's pages claim to come from, through a proxy the server trusts. */
const clientAddresses = new WeakMap<Browser, string>();

/**
 * `extraArgs` add to the fixed flags, e.g. a `--host-resolver-rules` for merchants' domains.
 * With `clientAddress`, every page and API call of the browser carries it in X-Forwarded-For:
 * only for a server on the console's origin alone (a header of the test's own makes a buyer's
 * page's calls to another origin ask first, which the public API refuses).
 */
export async function launchBrowser(
  extraArgs: string[] = [],
  { clientAddress }: { clientAddress?: string } = {},
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  if (clientAddress) clientAddresses.set(browser, clientAddress);
  return browser;
}

function fileNameOf(testName: string): string {
  return testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
}

/**
 * A fresh context per test; a failing test leaves a full-page screenshot in e2e/artifacts. The
 * page's requests are watched (settled.ts) and its console screens recorded (screens.ts).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const clientAddress = clientAddresses.get(browser);
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'ru-RU',
    // In Moscow, as a new shop: its times carry no zone's label, and no offer of another zone.
    timezoneId: 'Europe/Moscow',
    extraHTTPHeaders: clientAddress ? { 'X-Forwarded-For': clientAddress } : {},
  });
  const page = await context.newPage();
  watchRequests(page);
  recordScreens(page, new URL(baseURL).origin);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await mkdir(artifactsDir, { recursive: true });
      await page.screenshot({
        path: `${artifactsDir}${fileNameOf(task.name)}.png`,
        fullPage: true,
      });
    }
    await context.close();
  });
  return { context, page, consoleErrors };
}

/** Signs the browser in the way the console's guard sees it: a token in local storage. */
export async function storeAccessToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
}
