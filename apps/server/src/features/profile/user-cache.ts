import type { User } from '@vitrina/contracts/auth';
import { createAnnouncedCache } from '../../infra/announced-cache/announced-cache';
import type { Changes } from '../../infra/changes/changes';
import type { Clock } from '../../infra/clock';

interface UserCacheDeps {
  now: Clock;
  changes: Pick<Changes, 'announce'>;
  /** How long a process keeps a user at most: the bound after a write no process announced. */
  ttlMs: number;
}

/**
 * What this process has read of users by id (the answer of `GET /api/user/me`, which every
 * console page asks for); a write of a user's row forgets the user in every process.
 */
export const createUserCache = (deps: UserCacheDeps) =>
  createAnnouncedCache<User>({ ...deps, kind: 'user' });

export type UserCache = ReturnType<typeof createUserCache>;
