import { describe, expect, it } from 'vitest';
import { outcomeChanges, RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from './retry-policy';

const time = new Date('2026-03-02T09:00:00Z');
const after = (ms: number) => new Date(time.getTime() + ms);
const policy = { maxAttempts: 3, random: () => 0.5 };

describe('retryDelayMs', () => {
  it.each([
    [1, RETRY_BASE_MS],
    [2, 2 * RETRY_BASE_MS],
    [5, 16 * RETRY_BASE_MS],
    [9, 256 * RETRY_BASE_MS],
    [10, RETRY_CAP_MS],
    [60, RETRY_CAP_MS],
  ])('waits anywhere below the ceiling of try %i, %i ms', (attempt, ceiling) => {
    expect(retryDelayMs(attempt, () => 0)).toBe(0);
    expect(retryDelayMs(attempt, () => 0.5)).toBe(ceiling / 2);
    expect(retryDelayMs(attempt, () => 0.999_999)).toBeLessThan(ceiling);
    expect(retryDelayMs(attempt, () => 0.999_999)).toBeGreaterThan(ceiling * 0.999);
  });

  it("waits at least the channel's own wait, even past the cap", () => {
    expect(retryDelayMs(1, () => 0.5, 30_000)).toBe(30_000);
    expect(retryDelayMs(3, () => 0.5, 1_000)).toBe(2 * RETRY_BASE_MS);
    expect(retryDelayMs(20, () => 0.9, 2 * RETRY_CAP_MS)).toBe(2 * RETRY_CAP_MS);
  });

  it('spreads the retries of messages failed together', () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(4, Math.random));

    expect(new Set(delays).size).toBeGreaterThan(150);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(8 * RETRY_BASE_MS);
  });
});

describe('outcomeChanges', () => {
  it('marks a delivered message delivered now, with no error', () => {
    expect(outcomeChanges({ type: 'delivered' }, 2, policy, time)).toEqual({
      status: 'DELIVERED',
      deliveredAt: time,
      lastError: null,
    });
  });

  it('fails a message for good on a permanent failure, whatever the try', () => {
    expect(outcomeChanges({ type: 'failed', reason: 'Чат удалён' }, 1, policy, time)).toEqual({
      status: 'FAILED',
      lastError: 'Чат удалён',
    });
  });

  it('makes a retried message due after its backoff, keeping the reason', () => {
    expect(outcomeChanges({ type: 'retry', reason: 'Сервер не ответил' }, 2, policy, time)).toEqual(
      { dueAt: after(RETRY_BASE_MS), lastError: 'Сервер не ответил' },
    );
  });

  it("makes it due after the channel's wait when that is later", () => {
    const outcome = { type: 'retry', reason: 'Слишком много запросов', afterMs: 45_000 } as const;

    expect(outcomeChanges(outcome, 1, policy, time)).toMatchObject({ dueAt: after(45_000) });
  });

  it('fails a message whose last try asks for a retry', () => {
    expect(outcomeChanges({ type: 'retry', reason: 'Сервер не ответил' }, 3, policy, time)).toEqual(
      { status: 'FAILED', lastError: 'Сервер не ответил' },
    );
  });
});
