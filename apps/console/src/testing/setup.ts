import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { DESKTOP_WIDTH, installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

// The first visit of a lazy route in a test file compiles the screen's modules, which can take
// longer than the default second.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
