import { onTestFinished } from 'vitest';
import { photoTexts } from '../photo-texts';

export const TILE_PX = 140;
const STEP_PX = 150;

/** `translate3d(12px, 0px, 0)` → {x: 12, y: 0}; no transform → 0, 0. */
function translationOf(transform: string): { x: number; y: number } {
  const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: 0 };
}

/**
 * jsdom lays nothing out, so every element measures 0 × 0 and dnd-kit's keyboard sensor finds
 * no neighbour to move to. This lays the photo tiles out in one row, 140 px squares 150 px
 * apart, moved by their own transform as a browser would, for one test.
 */
export function layOutPhotoGrid() {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const grid = this.parentElement;
    if (this.tagName !== 'LI' || grid?.getAttribute('aria-label') !== photoTexts.gridLabel) {
      return measure.call(this);
    }
    const { x, y } = translationOf(this.style.transform);
    const left = [...grid.children].indexOf(this) * STEP_PX + x;
    return DOMRect.fromRect({ x: left, y, width: TILE_PX, height: TILE_PX });
  };
  onTestFinished(() => {
    HTMLElement.prototype.getBoundingClientRect = measure;
  });
}
