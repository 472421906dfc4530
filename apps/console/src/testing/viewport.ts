/** Wide enough for the desktop layout; each test starts at this width. */
export const DESKTOP_WIDTH = 1280;

// jsdom has no layout: media queries are answered from the min-width and max-width parts
// of the query, compared with window.innerWidth, which is all MUI's useMediaQuery asks.
function matchesWidth(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
  const max = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
  return (min === undefined || width >= Number(min)) && (max === undefined || width <= Number(max));
}

// The tests ask for less motion, as a visitor may: a dialog opens and closes at once, without
// waiting for its transition.
const answers = (query: string) =>
  query.includes('prefers-reduced-motion') ? query.includes('reduce') : matchesWidth(query);

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => ({
    get matches() {
      return answers(query);
    },
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
