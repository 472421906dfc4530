// What jsdom lacks and the widget's beacon uses, faked at the test boundary: the requests still
// go over HTTP to the loopback public API.

/** An IntersectionObserver the test moves: `show(element, ratio)` reports it on screen so. */
export class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private readonly observed = new Set<Element>();

  constructor(private readonly report: IntersectionObserverCallback) {}

  observe(element: Element) {
    this.observed.add(element);
    FakeIntersectionObserver.live.add(this);
  }

  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }

  static show(element: Element, intersectionRatio: number) {
    for (const observer of [...FakeIntersectionObserver.live]) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, intersectionRatio } as IntersectionObserverEntry;
      observer.report([entry], observer as unknown as IntersectionObserver);
    }
  }
}

/** navigator.sendBeacon as browsers send it: a POST of the body, its answer ignored. */
export const sendBeaconOverHttp = (url: string | URL, body?: BodyInit | null) => {
  fetch(url, { method: 'POST', body }).catch(() => {});
  return true;
};
