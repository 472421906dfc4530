import { LRUCache } from 'lru-cache';
import type { ChangeKind, Changes } from '../changes/changes';
import type { Clock } from '../clock';

/** Entries remembered at most, the one used longest ago forgotten first. */
const MAX_REMEMBERED = 10_000;

interface AnnouncedCacheDeps {
  now: Clock;
  changes: Pick<Changes, 'announce'>;
  /** What a change of an entry is announced as to the other processes. */
  kind: ChangeKind;
  /** How long a process keeps an entry at most: the bound after a change no process announced. */
  ttlMs: number;
}

/**
 * What this process has read, by id, forgotten at once on a change: here through `changed`, in
 * the other processes through its announcement (their `forget`). A read under way when an id is
 * forgotten may have read the row before the change: what it read is answered, not kept (any
 * id's change counts, so nothing outlives its entry; such changes are rare). An undefined read
 * (no such row) is never kept.
 */
export function createAnnouncedCache<Value>({ now, changes, kind, ttlMs }: AnnouncedCacheDeps) {
  const entries = new LRUCache<number, { value: Value; expiresAt: number }>({
    max: MAX_REMEMBERED,
  });
  /** How many times an id was forgotten, ever. */
  let forgotten = 0;

  function forget(id: number) {
    forgotten += 1;
    entries.delete(id);
  }

  return {
    async read(id: number, load: () => Promise<Value | undefined>): Promise<Value | undefined> {
      const entry = entries.get(id);
      if (entry && now().getTime() < entry.expiresAt) return entry.value;
      const forgottenBefore = forgotten;
      const value = await load();
      if (value === undefined || forgotten !== forgottenBefore) return value;
      entries.set(id, { value, expiresAt: now().getTime() + ttlMs });
      return value;
    },
    /** A change of the id's row committed here: later reads, here and in the others, read it. */
    changed(id: number) {
      forget(id);
      void changes.announce(kind, id);
    },
    /** Another process announced a change of the id's row. */
    forget,
  };
}

export type AnnouncedCache<Value> = ReturnType<typeof createAnnouncedCache<Value>>;
