// What jsdom lacks and the widget's beacon uses, faked at the test boundary: the requests still
// go over HTTP to the loopback public API.

/** Where the test puts an element on its page: CSS pixels from the page's top. */
export interface Box {
  top: number;
  height: number;
}

/**
 * An IntersectionObserver over a page the test lays out: `layOut` places elements, `scrollTo`
 * moves the viewport (`viewport.height` tall) and reports, as browsers do, each observed element
 * the first time it is checked and whenever it crosses a threshold or leaves or enters the screen.
 */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  static viewport = { top: 0, height: 667 };
  private static boxes = new Map<Element, Box>();
  /** Each observed element with the last state reported: its threshold index and visibility. */
  private readonly observed = new Map<Element, string | null>();
  private readonly thresholds: number[];

  constructor(
    private readonly report: IntersectionObserverCallback,
    { threshold = 0 }: IntersectionObserverInit = {},
  ) {
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
  }

  observe(element: Element) {
    this.observed.set(element, null);
    FakeIntersectionObserver.live.add(this);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
    FakeIntersectionObserver.live.delete(this);
  }

  static layOut(element: Element, box: Box) {
    FakeIntersectionObserver.boxes.set(element, box);
  }

  static scrollTo(top: number) {
    FakeIntersectionObserver.viewport.top = top;
    for (const observer of [...FakeIntersectionObserver.live]) observer.check();
  }

  /** Forgets every observer, the layout and the scroll, keeping the viewport's height. */
  static reset() {
    FakeIntersectionObserver.live.clear();
    FakeIntersectionObserver.boxes.clear();
    FakeIntersectionObserver.viewport.top = 0;
  }

  private check() {
    const viewport = FakeIntersectionObserver.viewport;
    const entries: IntersectionObserverEntry[] = [];
    for (const [target, last] of this.observed) {
      const box = FakeIntersectionObserver.boxes.get(target);
      if (!box) continue;
      const bottom = Math.min(box.top + box.height, viewport.top + viewport.height);
      const visible = Math.max(0, bottom - Math.max(box.top, viewport.top));
      const intersectionRatio = box.height ? visible / box.height : 0;
      const crossed = this.thresholds.filter((threshold) => intersectionRatio >= threshold);
      const state = `${crossed.length}/${visible > 0}`;
      if (state === last) continue;
      this.observed.set(target, state);
      entries.push({
        target,
        intersectionRatio,
        isIntersecting: visible > 0,
        intersectionRect: { height: visible },
        rootBounds: { height: viewport.height },
        boundingClientRect: { top: box.top - viewport.top, height: box.height },
      } as unknown as IntersectionObserverEntry);
    }
    if (entries.length) this.report(entries, this as unknown as IntersectionObserver);
  }
}

/** navigator.sendBeacon as browsers send it: a POST of the body, its answer ignored. */
export const sendBeaconOverHttp = (url: string | URL, body?: BodyInit | null) => {
  fetch(url, { method: 'POST', body }).catch(() => {});
  return true;
};
