// Whether a person can see a control: judged from the screen's pixels, not from its styles.
import type { Locator } from 'playwright-core';
import type { Viewport } from './browser';
import {
  allPixels,
  commonest,
  contrastRatio,
  decodePng,
  mostContrasting,
  type Rgb,
} from './pixels';

/** Left out at each side: a rounded corner or a border shows what lies around the control. */
const EDGE_PX = { x: 8, y: 2 };
/** How far around a control its focus ring is looked for (outline width and offset, or a shadow). */
const RING_REACH_PX = 6;

async function boxOf(control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not laid out');
  return box;
}

/**
 * The contrast of a control's text on its background as the screen shows them: the commonest
 * colour of its inner pixels is its background, the one standing out most from it the text.
 */
export async function textContrastAsSeen(control: Locator): Promise<number> {
  const picture = decodePng(await control.screenshot());
  const inner: Rgb[] = [];
  for (let y = EDGE_PX.y; y < picture.height - EDGE_PX.y; y++)
    for (let x = EDGE_PX.x; x < picture.width - EDGE_PX.x; x++) inner.push(picture.at(x, y));
  const background = commonest(inner);
  return contrastRatio(mostContrasting(inner, background), background);
}

/** Whether the control lies whole inside the window and nothing covers its middle. */
export async function wholeInView(control: Locator, viewport: Viewport): Promise<boolean> {
  const { x, y, width, height } = await boxOf(control);
  const inside = x >= 0 && y >= 0 && x + width <= viewport.width && y + height <= viewport.height;
  const onTop = await control.evaluate((element) => {
    const { left, top, width: w, height: h } = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    return root.elementFromPoint(left + w / 2, top + h / 2) === element;
  });
  return inside && onTop;
}

export interface FocusRing {
  /** Pixels around the control that changed when it took focus. */
  pixels: number;
  /** The contrast of the ring's most visible colour with what lies around the control. */
  contrast: number;
  /** How many pixels a line of one pixel all around the control takes. */
  perimeter: number;
}

/**
 * The focus ring `focus` draws around `control`, as the screen shows it: the band around the
 * control before and after, the pixels that changed, and the contrast of the ring with the
 * band's commonest colour before (the surface the control stands on).
 */
export async function focusRingAsSeen(
  control: Locator,
  focus: () => Promise<void>,
): Promise<FocusRing> {
  const box = await boxOf(control);
  const clip = {
    x: box.x - RING_REACH_PX,
    y: box.y - RING_REACH_PX,
    width: box.width + 2 * RING_REACH_PX,
    height: box.height + 2 * RING_REACH_PX,
  };
  const page = control.page();
  const before = decodePng(await page.screenshot({ clip }));
  await focus();
  const after = decodePng(await page.screenshot({ clip }));
  const outside = (x: number, y: number) =>
    x < RING_REACH_PX ||
    y < RING_REACH_PX ||
    x >= before.width - RING_REACH_PX ||
    y >= before.height - RING_REACH_PX;
  const band = allPixels(before).filter((_rgb, index) =>
    outside(index % before.width, Math.floor(index / before.width)),
  );
  const changed: Rgb[] = [];
  for (let y = 0; y < before.height; y++)
    for (let x = 0; x < before.width; x++)
      if (outside(x, y) && before.at(x, y).join() !== after.at(x, y).join())
        changed.push(after.at(x, y));
  const surface = commonest(band);
  return {
    pixels: changed.length,
    contrast: changed.length > 0 ? contrastRatio(mostContrasting(changed, surface), surface) : 1,
    perimeter: Math.round(2 * (box.width + box.height)),
  };
}
