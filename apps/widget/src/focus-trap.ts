const FOCUSABLE =
  'button:not([disabled]),input:not([disabled]):not([tabindex="-1"]),textarea:not([disabled])';

/**
 * Keeps Tab and Shift+Tab inside `dialog` (wrapping at either end) and closes it on Escape. The
 * shadow root answers which element has focus: the page's document only sees the host.
 */
export function trapFocus(dialog: HTMLElement, root: ShadowRoot, close: () => void): void {
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const edge = event.shiftKey ? first : last;
    // From the dialog itself (focused by a click on its text), Tab wraps as from either edge.
    const within = root.activeElement !== dialog && dialog.contains(root.activeElement);
    if (!first || !last || (root.activeElement !== edge && within)) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  });
}
