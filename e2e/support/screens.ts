// The console's screens a journey file visits and the ones it scans, each at a width: a file
// whose visited screens were not all scanned fails (screen-coverage.ts). A screen is a route of
// the console's route table, with its `tab` where its tabs have addresses of their own.
import type { Page } from 'playwright-core';
import { paths } from '@vitrina/contracts/console-paths';

const NOT_FOUND = '(not found)';
const TAB_PARAM = 'tab';
/** The sign-in screen's parameter naming the address the visitor asked for. */
const RETURN_PARAM = 'next';

const routes = Object.values(paths).map((pattern) => ({
  pattern,
  matcher: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The screen an address of the console shows, e.g. `/catalog/:collectionId`. */
function screenOf(url: URL): string {
  const route = routes.find(({ matcher }) => matcher.test(url.pathname))?.pattern ?? NOT_FOUND;
  const tab = url.searchParams.get(TAB_PARAM);
  return tab ? `${route}?${TAB_PARAM}=${tab}` : route;
}

const consoleOrigins = new WeakMap<Page, string>();
const visited = new Set<string>();
const scanned = new Set<string>();
/** How often the current test showed each screen; dropped should it fail before its scans. */
let visitedByTest = new Map<string, number>();

/** What the server answers itself on the console's origin: no screen of the console. */
const SERVER_PATHS = /^\/(api|media|assets)\//;

/** The console screen the page shows now, or undefined off the console. */
function screenShown(page: Page): string | undefined {
  const url = new URL(page.url());
  const isConsole = url.origin === consoleOrigins.get(page) && !SERVER_PATHS.test(url.pathname);
  return isConsole ? screenOf(url) : undefined;
}

/** The screen the page shows now at its width, e.g. `/sites at 375 px`. */
function screenAtWidth(page: Page): string | undefined {
  const screen = screenShown(page);
  return screen && `${screen} at ${page.viewportSize()?.width} px`;
}

const count = (screen: string, by: number) => {
  const times = (visitedByTest.get(screen) ?? 0) + by;
  if (times > 0) visitedByTest.set(screen, times);
  else visitedByTest.delete(screen);
};

/**
 * Records each console screen the page shows, at each width: on every navigation of its main
 * frame (the console's own history changes included) and every change of its size. The
 * sign-in screen reached with `next` took the place of the address asked for, whose screen the
 * guard never drew.
 */
export function recordScreens(page: Page, consoleOrigin: string): void {
  consoleOrigins.set(page, consoleOrigin);
  let last: { screen: string; address: string } | undefined;
  const visit = () => {
    const screen = screenAtWidth(page);
    if (!screen) return;
    const url = new URL(page.url());
    if (last && url.searchParams.get(RETURN_PARAM) === last.address) count(last.screen, -1);
    count(screen, 1);
    last = { screen, address: `${url.pathname}${url.search}` };
  };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visit());
  const resize = page.setViewportSize.bind(page);
  page.setViewportSize = async (size) => {
    await resize(size);
    visit();
  };
}

/** Marks the console screen the page shows now as scanned; answers it (undefined off the console). */
export function recordScan(page: Page): string | undefined {
  const screen = screenAtWidth(page);
  if (screen) scanned.add(screen);
  return screenShown(page);
}

/** Whether the console screen the page shows now was scanned at its width (true off the console). */
export function isScanned(page: Page): boolean {
  const screen = screenAtWidth(page);
  return !screen || scanned.has(screen);
}

/** Ends the current test's record: its visits count unless it failed. */
export function endTest(failed: boolean): void {
  if (!failed) for (const screen of visitedByTest.keys()) visited.add(screen);
  visitedByTest = new Map();
}

/** The screens this file visited and never scanned. */
export const unscannedScreens = () => [...visited].filter((screen) => !scanned.has(screen)).sort();
