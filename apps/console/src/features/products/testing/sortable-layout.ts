import { onTestFinished } from 'vitest';

/** 140 px items 150 px apart: tiles in a row, or rows in a column. */
const ITEM_PX = 140;
const STEP_PX = 150;

/** `translate3d(12px, 0px, 0)` → {x: 12, y: 0}; no transform → 0, 0. */
function translationOf(transform: string): { x: number; y: number } {
  const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: 0 };
}

/**
 * jsdom lays nothing out, so every element measures 0 × 0 and dnd-kit's keyboard sensor finds
 * no neighbour to move to. This lays out the items of the list named `listLabel` in a row or a
 * column, each moved by its own transform as a browser would, for one test.
 */
export function layOutSortableList(listLabel: string, direction: 'row' | 'column') {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const list = this.parentElement;
    if (this.tagName !== 'LI' || list?.getAttribute('aria-label') !== listLabel) {
      return measure.call(this);
    }
    const { x, y } = translationOf(this.style.transform);
    const offset = [...list.children].indexOf(this) * STEP_PX;
    const [left, top] = direction === 'row' ? [offset + x, y] : [x, offset + y];
    return DOMRect.fromRect({ x: left, y: top, width: ITEM_PX, height: ITEM_PX });
  };
  onTestFinished(() => {
    HTMLElement.prototype.getBoundingClientRect = measure;
  });
}
