import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { DESKTOP_WIDTH, installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

// The first visit of a lazy route in a test file compiles the screen's modules: on a busy
// machine that took over 3 s. Waits end as soon as what they wait for appears, so a generous
// ceiling costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
