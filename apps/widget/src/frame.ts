import type { WidgetStyle } from '@vitrina/contracts/widget-style';
import { h } from './dom';
import { applyLook } from './look';
import { STYLES } from './styles';

/** The class of the one element under the shadow root's style: see styles.ts. */
const FRAME_CLASS = 'vitrina';

/**
 * Draws the widget's frame into its shadow root, replacing what was there: the stylesheet and
 * one element holding `content`, carrying the look's variables. Every later layer (a dialog, a
 * toast) goes into it by `appendLayer`, so each part of the widget reads the same variables and
 * is cut off from what the page gives the container alike.
 */
export function renderFrame(root: ShadowRoot, style: WidgetStyle, ...content: Node[]): HTMLElement {
  const frame = h('div', { class: FRAME_CLASS }, ...content);
  applyLook(frame, style);
  root.replaceChildren(h('style', {}, STYLES), frame);
  return frame;
}

/** Puts `layer` on top of the widget, inside its frame (drawn first by `renderFrame`). */
export function appendLayer(root: ShadowRoot, layer: HTMLElement): void {
  const frame = root.querySelector(`.${FRAME_CLASS}`);
  if (!frame) throw new Error('the widget has no frame to put a layer in');
  frame.append(layer);
}
