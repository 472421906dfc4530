import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out and has no ResizeObserver: this one tells each observed element the width
 * a test gives the page (`FakeResizeObserver.resize`), at once on observing as browsers do.
 */
export class FakeResizeObserver {
  private static live = new Set<FakeResizeObserver>();
  private static width = 0;
  private readonly observed = new Set<Element>();

  constructor(private readonly report: ResizeObserverCallback) {
    FakeResizeObserver.live.add(this);
  }

  /** Every observed element is now `width` wide, and told so. */
  static resize(width: number) {
    FakeResizeObserver.width = width;
    for (const observer of FakeResizeObserver.live) observer.tell([...observer.observed]);
  }

  observe(element: Element) {
    this.observed.add(element);
    this.tell([element]);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
    FakeResizeObserver.live.delete(this);
  }

  private tell(elements: Element[]) {
    if (elements.length === 0) return;
    const entries = elements.map(
      (target) =>
        ({
          target,
          contentRect: { width: FakeResizeObserver.width },
        }) as unknown as ResizeObserverEntry,
    );
    this.report(entries, this as unknown as ResizeObserver);
  }
}

/** Installs the fake for the test file's tests, each page `width` wide until a test resizes it. */
export function installFakeResizeObserver(width = 0) {
  const original = globalThis.ResizeObserver;
  beforeAll(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    FakeResizeObserver.resize(width);
  });
  afterAll(() => {
    globalThis.ResizeObserver = original;
  });
}
