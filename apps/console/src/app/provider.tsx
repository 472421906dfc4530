import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { theme } from '../shared/theme/theme';
import { ToastHost } from '../shared/ui/toasts/toast-host';
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
        {children}
        <ToastHost />
      </ThemeProvider>
    </ReduxProvider>
  );
}
