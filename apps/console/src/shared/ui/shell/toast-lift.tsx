import GlobalStyles from '@mui/material/GlobalStyles';
import { BOTTOM_BAR_HEIGHT } from './mobile-bottom-bar';
import { TOAST_STACK_CLASSES } from './toast-stack-classes';
import type { Viewport } from './use-viewport';

// The side menu's last entry, Настройки, ends this far above the bottom of the window.
const SIDE_MENU_BOTTOM_ENTRY_PX = 72;
const GAP_PX = 8;

/**
 * Keeps the toasts at their corners (spec §9's bottom-left anchor) but above what the layout puts
 * there: the side menu's Настройки on a desktop or tablet, the bottom bar on a phone.
 */
export function ToastLift({ viewport }: { viewport: Viewport }) {
  const lift = (bottom: number) => ({ bottom: `${bottom + GAP_PX}px !important` });
  const left = `.${TOAST_STACK_CLASSES.containerAnchorOriginBottomLeft}`;
  const right = `.${TOAST_STACK_CLASSES.containerAnchorOriginBottomRight}`;
  return (
    <GlobalStyles
      styles={
        viewport === 'mobile'
          ? { [`${left}, ${right}`]: lift(BOTTOM_BAR_HEIGHT) }
          : { [left]: lift(SIDE_MENU_BOTTOM_ENTRY_PX) }
      }
    />
  );
}
