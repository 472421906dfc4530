import { TOAST_DEFAULTS } from '@vitrina/contracts/limits';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { theme } from '../../theme/theme';
import { TOAST_STACK_CLASSES } from '../shell/toast-stack-classes';

/** notistack's toast with the background `colour` under its white text. */
function toastIn(colour: string) {
  return forwardRef<HTMLDivElement, CustomContentProps>(function ColouredToast(props, ref) {
    return (
      <MaterialDesignContent
        {...props}
        ref={ref}
        style={{ ...props.style, backgroundColor: colour }}
      />
    );
  });
}

/**
 * The theme's shades, which hold white text at 4.5:1 (theme.test.ts): notistack's own green,
 * orange and blue (#43a047, #ff9800, #2196f3) read at 3.3:1, 2.2:1 and 3.1:1.
 */
const { palette } = theme;
const COLOURED_TOASTS = {
  success: toastIn(palette.success.main),
  error: toastIn(palette.error.main),
  warning: toastIn(palette.warning.main),
  info: toastIn(palette.info.main),
};
import { toastStackMounted } from './show-toast';

/**
 * The toasts go straight into <body>, not beside the app: an open dialog or drawer hides its
 * siblings from assistive technology and Playwright, and the toasts of what is done inside it
 * must still be heard.
 */
export default function ToastStack() {
  useEffect(toastStackMounted, []);
  return (
    <SnackbarProvider
      {...TOAST_DEFAULTS}
      classes={TOAST_STACK_CLASSES}
      domRoot={document.body}
      Components={COLOURED_TOASTS}
    />
  );
}
