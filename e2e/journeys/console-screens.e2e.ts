// Every screen of the console, each drawn with a shop's data, looked at by axe at 1280, 768
// and 375 px, checked to fit its width and pictured (e2e/artifacts/screens/<width>/): the one
// pass each screen gets at every width whichever journeys visit it.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { artifactsDir, openPage, viewports, type Viewport } from '../support/browser';
import {
  anonymousStops,
  notFound,
  openStop,
  shopOnItsWay,
  signedInStops,
  stopName,
  type Stop,
} from '../support/console-stops';
import { openSignedIn } from '../support/merchant';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

/** Opens each stop, waits for it to be drawn, scans it and pictures it; every screen's violations are told. */
async function tour(page: Page, stops: Record<string, Stop[]>) {
  const folder = `${artifactsDir}screens/${page.viewportSize()?.width}/`;
  for (const [route, stop] of Object.entries(stops).flatMap(([route, of]) =>
    of.map((stop) => [route, stop] as const),
  )) {
    await openStop(page, stop);
    await expect.soft(expectAccessible(page), stop.path).resolves.toBeUndefined();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect.soft(overflow, `${stop.path} is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${folder}${stopName(route, stop)}.png`, fullPage: true });
  }
}

it.each([
  ['desktop', viewports.desktop],
  ['tablet', viewports.tablet],
  ['phone', viewports.mobile],
] as [string, Viewport][])('passes axe on every console screen on a %s', async (name, viewport) => {
  const { context, page, consoleErrors } = await openPage(
    world.browser,
    world.server.url,
    viewport,
  );
  const shop = await shopOnItsWay(world, context, `screens-${name}`);

  const anonymous = await openPage(world.browser, world.server.url, viewport);
  const signedOut = await anonymousStops(world, anonymous.page, shop);
  await tour(anonymous.page, signedOut);

  await openSignedIn(page, shop.token, '/');
  await tour(page, { ...signedInStops(shop), notFound: [notFound] });
  expect(anonymous.consoleErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
