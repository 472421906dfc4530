import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on first use only, every use sharing what it loaded', async () => {
    const load = vi.fn(async () => ({ chunk: 'view' }));
    const use = loadOnce(load);

    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([use(), use()]);
    const third = await use();

    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('loads again on the use after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('loaded');
    const use = loadOnce(load);

    await expect(use()).rejects.toThrow(TypeError);
    await expect(use()).resolves.toBe('loaded');
    await expect(use()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
