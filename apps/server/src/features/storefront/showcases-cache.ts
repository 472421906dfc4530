import type { Clock } from '../../infra/clock';

interface Entry<Value> {
  userId: number;
  /** The owner's version when the read began: a write since then makes the entry stale. */
  version: number;
  expiresAt: number;
  value: Value;
}

/**
 * What each site shows, kept in this process's memory. Every successful write of a merchant
 * bumps the merchant's version, and an entry read before the bump is not served again; entries
 * also expire after `ttlMs`, which bounds how stale another process's copy can be.
 */
export function createShowcasesCache<Value>({ now, ttlMs }: { now: Clock; ttlMs: number }) {
  const versions = new Map<number, number>();
  const entries = new Map<number, Entry<Value>>();
  const versionOf = (userId: number) => versions.get(userId) ?? 0;

  return {
    get(siteId: number): Value | undefined {
      const entry = entries.get(siteId);
      const fresh =
        entry && entry.version === versionOf(entry.userId) && now().getTime() < entry.expiresAt;
      return fresh ? entry.value : undefined;
    },
    /** Call before reading what is stored; pass the result to `set` with the value read. */
    versionOf,
    set(siteId: number, userId: number, version: number, value: Value) {
      entries.set(siteId, { userId, version, expiresAt: now().getTime() + ttlMs, value });
    },
    merchantChanged(userId: number) {
      versions.set(userId, versionOf(userId) + 1);
    },
  };
}
