import type { User } from '@vitrina/contracts/auth';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { LIVE_SESSION_TRUST_MS } from '../../infra/live-sessions';
import {
  bearer,
  getMe,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { countQueries } from '../../testing/count-queries';
import { eventually, letterInMailFolder, linkIn, SENDING_LETTERS } from '../../testing/letters';
import { testClock } from '../../testing/test-clock';
import { createUserCache } from './user-cache';

describe('GET /api/user/me from the process’s cache', () => {
  const clock = testClock();
  const testApp = useTestApp({ now: clock.now, config: SENDING_LETTERS });

  const put = (account: Account, url: string, payload: object) =>
    testApp.app.inject({ method: 'PUT', url, headers: bearer(account.accessToken), payload });

  /**
   * Until the letters queued so far are sent and recorded, the app's delivery worker sends
   * statements of its own, which a count of /me's would take in (a sign-up's letter on a busy
   * machine did).
   */
  const lettersRecorded = () =>
    eventually(async () => {
      const [row] = await testApp.database.db
        .select({ pending: count() })
        .from(outboxMessages)
        .where(eq(outboxMessages.status, 'PENDING'));
      return row?.pending === 0 ? true : undefined;
    }, 'the letters queued so far recorded');

  /** GET /me's user and the statements it sent besides the session's check. */
  const me = async (account: Account) => {
    await lettersRecorded();
    let response!: Awaited<ReturnType<typeof getMe>>;
    const queries = await countQueries(testApp.database.db, async () => {
      response = await getMe(testApp.app, account.accessToken);
    });
    return { status: response.statusCode, user: response.json().data, queries };
  };

  /** An account whose user this process has read, and so keeps. */
  const cachedAccount = async () => {
    const account = await registerAccount(testApp.app);
    await getMe(testApp.app, account.accessToken);
    return account;
  };

  it('reads the user once, then answers from memory', async () => {
    const account = await registerAccount(testApp.app);

    const first = await me(account);
    const second = await me(account);

    expect(first).toMatchObject({ status: 200, queries: 1 });
    expect(second).toEqual({ ...first, queries: 0 });
  });

  it('shows a profile change at once', async () => {
    const account = await cachedAccount();

    await put(account, '/api/user/me/profile', { first_name: 'Анна' });

    expect((await me(account)).user.profile.first_name).toBe('Анна');
  });

  it('shows a new address at once once its letter is followed', async () => {
    const account = await cachedAccount();
    const newEmail = uniqueEmail('renamed');
    await put(account, '/api/user/me/email', { email: newEmail });
    const letter = await letterInMailFolder(
      testApp.config.storage.dataDir,
      newEmail,
      'verifyMail=',
    );
    const token = linkIn(letter, 'verifyMail=').searchParams.get('verifyMail');

    await testApp.app.inject({ method: 'GET', url: `/api/user/email/verify/${token}` });

    expect((await me(account)).user).toMatchObject({ email: newEmail, is_email_confirmed: true });
  });

  it('reads the user again after a password change, as after any write of the row', async () => {
    const account = await cachedAccount();
    const newPassword = 'Другой-пароль-2026';

    await put(account, '/api/user/me/password', {
      password: PASSWORD,
      new_password: newPassword,
      confirm_new_password: newPassword,
    });

    expect((await me(account)).queries).toBe(1);
  });

  it('reads again, after a minute, a row changed where no process saw it', async () => {
    const account = await cachedAccount();
    await testApp.database.db
      .update(users)
      .set({ lastName: 'Петрова' })
      .where(eq(users.email, account.email));

    clock.advanceSeconds(61);

    expect((await me(account)).user.profile.last_name).toBe('Петрова');
  });

  it('does not answer for a user deleted from the database once the session is checked', async () => {
    const account = await cachedAccount();
    await testApp.database.db.delete(users).where(eq(users.email, account.email));

    clock.advanceSeconds(LIVE_SESSION_TRUST_MS / 1000 + 1);

    expect((await me(account)).status).toBe(401);
  });
});

describe('the user cache', () => {
  const user = (firstName: string): User => ({
    id: 1,
    email: 'anna@shop.example.ru',
    is_email_confirmed: false,
    profile: { first_name: firstName, last_name: null, data_birth: null, gender: 'FEMALE' },
  });

  it('answers, but does not keep, what a read under way when the user changed read', async () => {
    const cache = createUserCache({
      now: () => new Date(),
      changes: { announce: async () => undefined },
      ttlMs: 60_000,
    });
    let finishRead!: () => void;
    const readBeforeTheWrite = cache.read(
      1,
      () => new Promise((resolve) => (finishRead = () => resolve(user('Старое')))),
    );

    cache.changed(1);
    finishRead();

    expect((await readBeforeTheWrite)?.profile.first_name).toBe('Старое');
    expect((await cache.read(1, async () => user('Новое')))?.profile.first_name).toBe('Новое');
  });
});
