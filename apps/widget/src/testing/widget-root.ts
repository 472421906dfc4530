import { renderFrame } from '../frame';
import { aShowcase } from './showcases';

/**
 * A container's shadow root holding the widget's frame, as a showcase leaves it, and a button in
 * it that opens what a test puts on top (a dialog), focused.
 */
export function aWidgetRoot(style = aShowcase().style) {
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const opener = document.createElement('button');
  const frame = renderFrame(root, style, opener);
  opener.focus();
  return { root, frame, opener };
}
