import createCache, { type EmotionCache } from '@emotion/cache';
import { onTestFinished } from 'vitest';

/**
 * An emotion cache of the test's own, whose style rules leave the page when the test ends.
 * jsdom's getComputedStyle, behind every role query and visibility check, reads every rule on
 * the page; with one cache for the whole run the rules of every earlier test would pile up.
 */
export function testStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  onTestFinished(() => cache.sheet.flush());
  return cache;
}
