// The widget on a merchant's page as a person sees it, state by state: at 1280 and at 375 px
// the page settles, axe scans the widget (its container and shadow root: the dialogs are there
// too) and a screenshot is kept under e2e/artifacts/storefront/, whatever the run's outcome.
import { mkdir } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './accessibility';
import { artifactsDir, viewports, type Viewport } from './browser';
import { settled } from './settled';

/** The widths every widget state is looked at. */
export const WIDGET_VIEWPORTS: Viewport[] = [viewports.desktop, viewports.smallPhone];

const slug = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/** e2e/artifacts/storefront/<journey file>/<test>/, for the running test. */
function folderOfTest(): string {
  const { testPath = '', currentTestName = '' } = expect.getState();
  const file = slug(
    testPath
      .split('/')
      .at(-1)!
      .replace(/\.e2e\.ts$/, ''),
  );
  return `${artifactsDir}storefront/${file}/${slug(currentTestName).slice(0, 80)}/`;
}

export interface LookOptions {
  /** The whole page rather than the window: the cards below the fold too. */
  fullPage?: boolean;
}

/**
 * Looks at the widget `showcase` (its container) in `state` («cards», «order dialog»…) at each
 * of WIDGET_VIEWPORTS: a scan and a screenshot at each, then the page is back at its own size.
 */
export async function lookAtWidget(
  showcase: Locator,
  state: string,
  { fullPage = false }: LookOptions = {},
): Promise<void> {
  const page = showcase.page();
  const within = `#${await showcase.getAttribute('id')}`;
  const own = page.viewportSize()!;
  const folder = folderOfTest();
  await mkdir(folder, { recursive: true });
  for (const viewport of WIDGET_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, { within, state });
    await page.screenshot({ path: `${folder}${slug(state)}-${viewport.width}.png`, fullPage });
  }
  await page.setViewportSize(own);
  await settled(page);
}
