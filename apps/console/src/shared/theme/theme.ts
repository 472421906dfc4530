import { ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@vitrina/contracts/limits';

export const theme = createTheme(
  {
    // sm starts the tablet layout and md the desktop one; lg and xl keep MUI's values.
    breakpoints: {
      values: { xs: 0, sm: BREAKPOINTS.tabletMin, md: BREAKPOINTS.desktopMin, lg: 1280, xl: 1536 },
    },
    palette: {
      primary: { main: '#4f46e5' },
      // MUI's orange (#ed6c02) and light blue (#0288d1) read at 3.1:1 and 3.9:1 on white: an
      // outlined chip's text, or white on a filled one, needs 4.5:1 (theme.test.ts).
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
      background: { default: '#f5f6fa', paper: '#ffffff' },
      text: { primary: '#1f2333', secondary: '#6b7080' },
      divider: '#e6e8ef',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    },
  },
  ruRU,
);
