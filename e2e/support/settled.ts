// When a page is settled enough to be judged as a person sees it: no request of its own in
// flight, its fonts loaded, no transition or animation half-way (a dialog fading in is text at
// half its contrast). Scans and screenshots wait for it, so they never race the page.
import type { Page, Request } from 'playwright-core';

const SETTLE_TIMEOUT_MS = 15_000;

const TWO_FRAMES = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`;

interface Requests {
  started: number;
  pending: Set<Request>;
  /** Called whenever the last pending request ends. */
  onIdle: (() => void)[];
}

const requestsOf = new WeakMap<Page, Requests>();

/** The console's event stream stays open as long as the console: never a load in flight. */
const isEventStream = (request: Request) =>
  new URL(request.url()).pathname === '/api/v1/events/stream';

/** Counts the page's requests from its own events; call before the page's first navigation. */
export function watchRequests(page: Page): void {
  const requests: Requests = { started: 0, pending: new Set(), onIdle: [] };
  requestsOf.set(page, requests);
  const ended = (request: Request) => {
    requests.pending.delete(request);
    if (requests.pending.size > 0) return;
    for (const resolve of requests.onIdle.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (isEventStream(request)) return;
    requests.started += 1;
    requests.pending.add(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

function noRequestsPending(requests: Requests, deadline: number): Promise<void> {
  if (requests.pending.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`still loading: ${[...requests.pending].map((r) => r.url()).join(', ')}`)),
      deadline - Date.now(),
    );
    requests.onIdle.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** In the page: the finite animations and transitions running in the document and its open shadow roots. */
function runningAnimations(): Animation[] {
  return [document, ...[...document.querySelectorAll('*')].flatMap((e) => e.shadowRoot ?? [])]
    .flatMap((root) => root.getAnimations())
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    );
}

/**
 * In the page: its fonts loaded, two frames drawn, and no finite animation or transition
 * running after them (`running` is runningAnimations, sent along in the same script). Endless ones (a
 * spinner, the pulse of a focused button) never finish; whether the screen still loads is told
 * by its requests.
 */
function animationsFinished(running: () => Animation[], timeoutMs: number): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const settle = async () => {
    await document.fonts.ready;
    // A response rendered in these frames may start a transition: look again after them.
    for (;;) {
      await frame();
      await frame();
      const animations = running();
      if (animations.length === 0) return;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => {})));
    }
  };
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error('animations still running')), timeoutMs),
  );
  return Promise.race([settle(), timeout]);
}

/** Runs `animationsFinished` in the page with `runningAnimations` beside it. */
const finishAnimations = (page: Page, timeoutMs: number) =>
  page.evaluate(`(${animationsFinished})(${runningAnimations}, ${timeoutMs})`);

/**
 * Waits until no request of the page is pending, then runs `between` and starts again if a
 * request began meanwhile; answers how many requests the page had started by then.
 */
async function quietAround(page: Page, between: (deadline: number) => Promise<unknown>) {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error('the page was not opened with openPage: its requests are unseen');
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await noRequestsPending(requests, deadline);
    const started = requests.started;
    await between(deadline);
    if (requests.started === started && requests.pending.size === 0) return started;
  }
}

/**
 * Waits until the page's requests are done and two frames pass with none started (a press's
 * route may ask for its code a frame after the press); its animations may still run.
 */
export async function requestsDone(page: Page): Promise<void> {
  await quietAround(page, () => page.evaluate(TWO_FRAMES));
}

/**
 * Waits until the page is settled: no request pending, then the page's animations finished and
 * two frames drawn with no request started meanwhile (a response may render something that
 * asks for more). Answers a mark for `stillSince`.
 */
export function settled(page: Page): Promise<number> {
  return quietAround(page, (deadline) =>
    finishAnimations(page, Math.max(deadline - Date.now(), 0)),
  );
}

/**
 * Whether the page held still since `settled` answered `mark`: no request started and no
 * animation running now (a toast that began to leave while axe read it, say).
 */
export async function stillSince(page: Page, mark: number): Promise<boolean> {
  const moving = await page.evaluate(`(${runningAnimations})().length`);
  return requestsOf.get(page)?.started === mark && moving === 0;
}
