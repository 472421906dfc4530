import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module afresh, as a page that has not been idle yet sees it. */
async function freshLoadWhenIdle() {
  vi.resetModules();
  return (await import('./load-when-idle')).loadWhenIdle;
}

describe('loadWhenIdle', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('loads once the browser calls back idle, not before', async () => {
    const loadWhenIdle = await freshLoadWhenIdle();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle = callback));
    const load = vi.fn(() => Promise.resolve());

    loadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();

    idle?.();
    expect(load).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callbacks', async () => {
    const loadWhenIdle = await freshLoadWhenIdle();
    vi.stubGlobal('requestIdleCallback', undefined);
    const loaded = new Promise<void>((resolve) => loadWhenIdle(async () => resolve()));

    await expect(loaded).resolves.toBeUndefined();
  });

  it('leaves a failed load for later without an unhandled rejection', async () => {
    const loadWhenIdle = await freshLoadWhenIdle();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle = callback));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    let loads = 0;
    // A plain function: a spy would itself handle the promise it records.
    const load = () => {
      loads += 1;
      return Promise.reject(new Error('offline'));
    };

    loadWhenIdle(load);
    idle?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);

    expect(loads).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('loads at once once the browser has been idle: a chain of parts needs no idle per link', async () => {
    const loadWhenIdle = await freshLoadWhenIdle();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const first = vi.fn(() => Promise.resolve());
    const later = vi.fn(() => Promise.resolve());

    loadWhenIdle(first);
    idle.shift()?.();
    loadWhenIdle(later);

    expect(first).toHaveBeenCalledOnce();
    expect(later).toHaveBeenCalledOnce();
    expect(idle).toHaveLength(0);
  });
});
