import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS } from '../delivery/delivery.service';
import { answerResult, retryAfterMs } from './webhook-outcome';

const now = new Date('2026-11-29T12:00:00Z');
const answer = (status: number, retryAfter: string | null) => ({
  status,
  body: Buffer.from('Занято'),
  retryAfter,
});

describe('a receiver’s Retry-After', () => {
  it('is read in seconds or as an HTTP date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 5 ', now)).toBe(5_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 12:02:30 GMT', now)).toBe(150_000);
  });

  it('is not heeded when it is gone, past, zero or unreadable', () => {
    for (const value of [null, '', '0', '-5', 'soon', 'Sun, 29 Nov 2026 11:00:00 GMT'])
      expect(retryAfterMs(value, now)).toBeUndefined();
  });

  it('waits no longer than the backoff’s own cap', () => {
    expect(retryAfterMs(String(7 * 24 * 3600), now)).toBe(RETRY_CAP_MS);
  });

  it('sets the retry’s wait of a 429 or a 503, and of nothing that is not tried again', () => {
    expect(answerResult(answer(429, '30'), now).outcome).toEqual({
      type: 'retry',
      reason: expect.any(String),
      afterMs: 30_000,
    });
    expect(answerResult(answer(503, null), now).outcome).not.toHaveProperty('afterMs');
    expect(answerResult(answer(400, '30'), now).outcome.type).toBe('failed');
  });
});
