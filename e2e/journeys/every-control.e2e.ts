// No control of the console does nothing: on every screen of a seeded shop, every button, link
// and tab is pressed, and each must navigate, open something, change the page or move the
// focus; a disabled one must say why. The frame's controls (menu, header) are pressed once, and
// a phone's frame on its home screen.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage, viewports } from '../support/browser';
import {
  openStop,
  shopOnItsWay,
  signedInStops,
  stopName,
  type Shop,
  type Stop,
} from '../support/console-stops';
import {
  closeOverlays,
  controlsOf,
  disabledReason,
  isCurrent,
  locate,
  pressAndWatch,
  type Control,
} from '../support/controls';
import { openSignedIn, signInThroughUi } from '../support/merchant';
import { isScanned } from '../support/screens';
import { requestsDone, settled } from '../support/settled';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

/** Links the browser hands to another program: their address is what they do. */
const HANDED_OVER = /^(mailto|tel):/;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Presses every control of the screens of `stops` as the shop's merchant; answers what did
 * nothing and how many controls were looked at.
 */
async function pressEverything(page: Page, shop: Shop, stops: Record<string, Stop[]>) {
  /** What was pressed or looked at, by its screen (or the frame), role, name and place. */
  const looked = new Set<string>();
  const faults: string[] = [];

  /** Brings the stop back as it opens, signed in. */
  const reopen = async (stop: Stop) => {
    await openStop(page, stop, () => signInThroughUi(page, shop.merchant));
    await settled(page);
  };

  /** Back to the stop through the history, as the browser's back button: no new load. */
  const goBack = async (stop: Stop) => {
    if (new URL(page.url()).origin === world.server.url) await page.goBack();
    if (pathOf(page) === stop.path) {
      await stop.shown(page).waitFor();
      await stop.reach?.(page);
      await requestsDone(page);
      return;
    }
    await reopen(stop);
  };

  /** After a press: the stop as it opens, unless the press changed only the page in place. */
  const restore = async (stop: Stop, control: Control) => {
    // A link's route may load its code and data before the address changes.
    if (control.role === 'link' && control.url?.startsWith('/'))
      await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === control.url);
    await requestsDone(page);
    if (!isScanned(page))
      await expect.soft(expectAccessible(page), page.url()).resolves.toBeUndefined();
    if (pathOf(page) !== stop.path) return goBack(stop);
    if (!(await closeOverlays(page))) await reopen(stop);
  };

  const check = async (where: string, stop: Stop, control: Control) => {
    let target = locate(page, control);
    if (!(await target.isVisible())) {
      await reopen(stop);
      target = locate(page, control);
    }
    if (control.disabled) {
      if (!(await disabledReason(target))) faults.push(`${where} is disabled and does not say why`);
      return;
    }
    if (control.current || (await isCurrent(target))) return;
    if (control.url && HANDED_OVER.test(control.url)) return;
    const effect = await pressAndWatch(page, target);
    if (!effect) faults.push(`${where} does nothing`);
    await restore(stop, control);
  };

  for (const [route, ofRoute] of Object.entries(stops)) {
    for (const stop of ofRoute) {
      await reopen(stop);
      await expect.soft(expectAccessible(page), stop.path).resolves.toBeUndefined();
      for (const control of await controlsOf(page)) {
        // A screen's states share their controls (a widget's tabs, the settings' sections).
        const owner = control.inShell ? 'shell' : route;
        const key = `${owner} ${control.role} ${control.name} ${control.nth}`;
        if (looked.has(key)) continue;
        looked.add(key);
        await check(`${stopName(route, stop)}: ${control.role} «${control.name}»`, stop, control);
      }
    }
  }
  return { faults, looked: looked.size };
}

it.each([
  // The seeded shop shows about 150 controls on a desktop: far fewer would mean the screens
  // were not read.
  ['every screen on a desktop', viewports.desktop, (shop: Shop) => signedInStops(shop), 120],
  // A phone's own frame: its top bar, its bottom bar and the menu's button.
  [
    'the home screen on a phone',
    viewports.mobile,
    (shop: Shop) => ({ home: signedInStops(shop).home }),
    10,
  ],
] as const)(
  'has no button, link or tab on %s that does nothing',
  { timeout: 600_000 },
  async (name, viewport, stopsOf, atLeast) => {
    const { context, page } = await openPage(world.browser, world.server.url, viewport);
    const shop = await shopOnItsWay(world, context, `controls-${viewport.width}`);
    await openSignedIn(page, shop.token, '/');

    const { faults, looked } = await pressEverything(page, shop, stopsOf(shop));

    expect(faults).toEqual([]);
    expect(looked).toBeGreaterThan(atLeast);
  },
);

it('tells a button that does nothing from one that opens something', async () => {
  const { page } = await openPage(world.browser, world.server.url);
  await page.setContent(
    '<button>Ничего</button><button onclick="this.after(document.createElement(\'dialog\'))">Открыть</button>' +
      '<button disabled title="Нечего сохранять">Сохранить</button><button disabled>Молча</button>',
  );
  const button = (name: string) => page.getByRole('button', { name });

  expect(await pressAndWatch(page, button('Ничего'))).toBeUndefined();
  expect(await pressAndWatch(page, button('Открыть'))).toBe('changed the children of <body>');
  expect(await disabledReason(button('Сохранить'))).toBe('Нечего сохранять');
  expect(await disabledReason(button('Молча'))).toBe('');
});
