import { ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@vitrina/contracts/limits';

/**
 * For a visitor who asks the system for less motion: no transitions and no ripples, so a
 * dialog or a menu simply appears. Read once, when the console starts.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
} as const;

const prefersReducedMotion =
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme = createTheme(
  {
    ...(prefersReducedMotion && REDUCED_MOTION),
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
      // Secondary text stays at 4.5:1 on a hovered or selected row too (theme.test.ts).
      text: { primary: '#1f2333', secondary: '#5f6475' },
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
      MuiButtonBase: { defaultProps: { disableRipple: prefersReducedMotion } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    },
  },
  ruRU,
);
