import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility';
import { artifactsDir, viewports } from './browser';

/** Scans the screen as a desktop and a phone show it, and saves both pictures as `name`. */
export async function scanAndShoot(page: Page, name: string) {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await page.screenshot({ path: `${artifactsDir}${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(viewports.desktop);
}
