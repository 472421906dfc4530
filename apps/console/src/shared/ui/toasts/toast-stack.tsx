import { TOAST_DEFAULTS } from '@vitrina/contracts/limits';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_STACK_CLASSES } from '../shell/toast-stack-classes';
import { toastStackMounted } from './show-toast';

/**
 * The toasts go straight into <body>, not beside the app: an open dialog or drawer hides its
 * siblings from assistive technology and Playwright, and the toasts of what is done inside it
 * must still be heard.
 */
export default function ToastStack() {
  useEffect(toastStackMounted, []);
  return (
    <SnackbarProvider {...TOAST_DEFAULTS} classes={TOAST_STACK_CLASSES} domRoot={document.body} />
  );
}
