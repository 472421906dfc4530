import { h } from './dom';
import { trapFocus } from './focus-trap';
import { appendLayer } from './frame';

export interface Modal {
  /** The overlay on the page: removing it closes the dialog without moving focus. */
  overlay: HTMLElement;
  /** The dialog, holding its head (title, close button); the caller appends the rest. */
  dialog: HTMLElement;
  close: HTMLButtonElement;
  /** Closes the dialog and gives focus back to its opener. */
  dismiss: () => void;
}

/** Dialogs open at once in one shadow root (a view, then its order) need distinct title ids. */
let dialogsOpened = 0;

/**
 * A modal dialog named `title` on top of the widget. Focus stays inside (Tab wraps) until Esc,
 * the close button or a click beside the dialog dismisses it, then returns to `opener`. Its parts
 * take the frame's layout (styles.ts): `.head`, then a `.body` that scrolls and a `.footer`
 * that stays, which the caller appends.
 */
export function openModal(
  root: ShadowRoot,
  title: string,
  opener: HTMLElement,
  attributes: Record<string, string> = {},
): Modal {
  const titleId = `dialog-title-${++dialogsOpened}`;
  const close = h('button', { type: 'button', class: 'close', 'aria-label': 'Закрыть' }, '×');
  const dialog = h(
    'div',
    // Focusable itself, so a click on its text keeps focus inside: Esc and Tab still reach it.
    {
      ...attributes,
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': titleId,
      tabindex: '-1',
    },
    h('div', { class: 'head' }, h('h2', { id: titleId }, title), close),
  );
  const overlay = h('div', { class: 'overlay' }, dialog);
  const dismiss = () => {
    overlay.remove();
    opener.focus();
  };
  close.addEventListener('click', dismiss);
  // The second click of a double click that opened the dialog lands beside it: not a dismissal,
  // and, as any press beside it, it leaves focus inside.
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay && event.detail < 2) dismiss();
  });
  overlay.addEventListener(
    'mousedown',
    (event) => event.target === overlay && event.preventDefault(),
  );
  trapFocus(dialog, root, dismiss);
  appendLayer(root, overlay);
  return { overlay, dialog, close, dismiss };
}
