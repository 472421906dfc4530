import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { TOAST_DEFAULTS } from '@vitrina/contracts/limits';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { TOAST_STACK_CLASSES } from '../shared/ui/shell/toast-stack-classes';
import { theme } from '../shared/theme/theme';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  children: ReactNode;
}

export function AppProvider({ store, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* The toasts go straight into <body>, not beside the app: an open dialog or drawer
            hides its siblings from assistive technology and Playwright, and the toasts of what
            is done inside it must still be heard. */}
        <SnackbarProvider {...TOAST_DEFAULTS} classes={TOAST_STACK_CLASSES} domRoot={document.body}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
