import { describe, expect, it } from 'vitest';
import { createLiveSessions, LIVE_SESSION_TRUST_MS, type SessionCheck } from './live-sessions';

const T0 = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const alice = { userId: 1, sessionId: 'a' };

/** Whose each session is. */
const OWNERS: Record<string, number> = { a: 1, b: 1, c: 2 };

/** The database's answers, counted: a user's session is live until `expiresAt` unless revoked. */
function aDatabase(expiresAt = at(3_600_000)) {
  const revoked = new Set<string>();
  let checks = 0;
  const check: SessionCheck = async ({ userId, sessionId }, now) => {
    checks += 1;
    const live = OWNERS[sessionId] === userId && !revoked.has(sessionId) && now < expiresAt;
    return live ? expiresAt : undefined;
  };
  return { check, revoke: (id: string) => revoked.add(id), checks: () => checks };
}

describe('createLiveSessions', () => {
  it('asks the database once within the bound, and again after it', async () => {
    const database = aDatabase();
    const sessions = createLiveSessions(database.check);

    expect(await sessions.isLive(alice, T0)).toBe(true);
    expect(await sessions.isLive(alice, at(LIVE_SESSION_TRUST_MS - 1))).toBe(true);
    expect(database.checks()).toBe(1);

    database.revoke('a');
    expect(await sessions.isLive(alice, at(LIVE_SESSION_TRUST_MS))).toBe(false);
    expect(database.checks()).toBe(2);
  });

  it('refuses at once a session forgotten here, and every session of a forgotten user', async () => {
    const database = aDatabase();
    const sessions = createLiveSessions(database.check);
    const aliceElsewhere = { userId: 1, sessionId: 'b' };
    const bob = { userId: 2, sessionId: 'c' };
    for (const claims of [alice, aliceElsewhere, bob]) await sessions.isLive(claims, T0);

    database.revoke('a');
    sessions.forget('a');
    expect(await sessions.isLive(alice, at(1))).toBe(false);

    database.revoke('b');
    sessions.forgetUser(1);
    expect(await sessions.isLive(aliceElsewhere, at(1))).toBe(false);
    expect(await sessions.isLive(bob, at(1))).toBe(true);
    expect(database.checks()).toBe(5);
  });

  it('trusts no session beyond its expiry, nor for claims of another user', async () => {
    const database = aDatabase(at(500));
    const sessions = createLiveSessions(database.check);
    await sessions.isLive(alice, T0);

    expect(await sessions.isLive({ userId: 2, sessionId: 'a' }, at(1))).toBe(false);
    expect(await sessions.isLive(alice, at(500))).toBe(false);
    expect(database.checks()).toBe(3);
  });

  it('remembers no refusal: a session is asked about again on its next call', async () => {
    const database = aDatabase();
    database.revoke('a');
    const sessions = createLiveSessions(database.check);

    await sessions.isLive(alice, T0);
    await sessions.isLive(alice, at(1));

    expect(database.checks()).toBe(2);
  });
});
