import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenIdle } from './load-when-idle';

describe('loadWhenIdle', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('loads once the browser calls back idle, not before', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle = callback));
    const load = vi.fn(() => Promise.resolve());

    loadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();

    idle?.();
    expect(load).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const loaded = new Promise<void>((resolve) => loadWhenIdle(async () => resolve()));

    await expect(loaded).resolves.toBeUndefined();
  });

  it('leaves a failed load for later without an unhandled rejection', async () => {
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
});
