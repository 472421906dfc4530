import type { EmailLetter } from '@vitrina/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { bearer, getMe, registerAccount, uniqueEmail, type Account } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { captureLogs } from '../../testing/capture-logs';
import { eventually, SENDING_LETTERS } from '../../testing/letters';
import { useTestApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { testClock } from '../../testing/test-clock';
import { createTestDatabase } from '../../testing/test-database';

/** A letter's link or token in a log line would let whoever reads the logs use it. */
const LINK_OR_TOKEN = /verifyMail=|password\/reset\/[\w-]{20,}/;

/** The longest a first retry waits: the backoff's base (decision 20). */
const RETRY_WAIT_SECONDS = 10;

const requestReset = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { email } });

const changeEmail = (app: App, account: Account, email: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/me/email/',
    headers: bearer(account.accessToken),
    payload: { email },
  });

const emailLetter = async (app: App, account: Account): Promise<EmailLetter | null> =>
  (
    await app.inject({ url: '/api/user/me/email/letter', headers: bearer(account.accessToken) })
  ).json().data;

/** The account's confirmation letter once `done` says it has come far enough. */
const letterOnceItIs = (app: App, account: Account, done: (letter: EmailLetter) => boolean) =>
  eventually(async () => {
    const letter = await emailLetter(app, account);
    return letter && done(letter) ? letter : undefined;
  }, `the letter of ${account.email}`);

describe('account letters leave through the outbox (decision 51)', () => {
  const clock = testClock();
  const logs = captureLogs();
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await smtp.close();
    expect(logs.lines.filter((line) => LINK_OR_TOKEN.test(JSON.stringify(line)))).toEqual([]);
  });

  const testApp = useTestApp(() => ({
    now: clock.now,
    logger: logs.logger,
    // Polling often: a retry comes due when the test moves the clock, not at a nudge.
    config: { delivery: { concurrency: 2, pollIntervalMs: 20 }, mail: { smtpUrl: smtp.url } },
  }));

  // Before the app closes, so that no delivery waits on a held letter.
  afterAll(() => smtp.release());

  it('the sign-up answers before its letter is delivered, which then shows as delivered', async () => {
    smtp.hold();
    const arriving = smtp.nextLetter();

    const account = await registerAccount(testApp.app);

    const pending = await emailLetter(testApp.app, account);
    smtp.release();
    await arriving;
    expect(pending).toEqual({
      to: account.email,
      queued_at: clock.now().toISOString(),
      status: 'PENDING',
      error: null,
    });
    const delivered = await letterOnceItIs(testApp.app, account, (l) => l.status === 'DELIVERED');
    expect(delivered).toMatchObject({ to: account.email, error: null });
  });

  it('an e-mail change answers at once; a letter SMTP refuses for now is retried and told', async () => {
    const account = await registerAccount(testApp.app);
    await letterOnceItIs(testApp.app, account, (letter) => letter.status === 'DELIVERED');
    const renamed = uniqueEmail('renamed');
    smtp.refuse(451);

    const response = await changeEmail(testApp.app, account, renamed);
    const waiting = await letterOnceItIs(testApp.app, account, (letter) => letter.error !== null);
    smtp.accept();
    clock.advanceSeconds(RETRY_WAIT_SECONDS);
    const delivered = await letterOnceItIs(testApp.app, account, (l) => l.status === 'DELIVERED');

    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(account.email);
    expect(waiting).toMatchObject({
      to: renamed,
      status: 'PENDING',
      error: expect.stringContaining('Почтовый сервер не принял письмо, отправим ещё раз'),
    });
    expect(delivered).toMatchObject({ to: renamed, error: null });
  });

  it('a letter SMTP refuses for good is told as failed, and may be asked for again', async () => {
    const account = await registerAccount(testApp.app);
    await letterOnceItIs(testApp.app, account, (letter) => letter.status === 'DELIVERED');
    smtp.refuse(550);

    await changeEmail(testApp.app, account, account.email);
    const failed = await letterOnceItIs(testApp.app, account, (l) => l.status === 'FAILED');
    smtp.accept();
    const again = await changeEmail(testApp.app, account, account.email);

    expect(failed.error).toMatch(/^Почтовый сервер отклонил письмо: .*550/);
    expect(again.statusCode).toBe(200);
    await letterOnceItIs(testApp.app, account, (letter) => letter.status === 'DELIVERED');
  });

  it('the password reset answers before its letter, as it does for an unknown address', async () => {
    const account = await registerAccount(testApp.app);
    await letterOnceItIs(testApp.app, account, (letter) => letter.status === 'DELIVERED');
    smtp.hold();
    const arriving = smtp.nextLetter();

    const forAccount = await requestReset(testApp.app, account.email);
    const forNobody = await requestReset(testApp.app, uniqueEmail('nobody'));

    expect([forAccount.statusCode, forAccount.body]).toEqual([200, forNobody.body]);
    smtp.release();
    expect((await arriving).subject).toBe('Vitrina: восстановление пароля');
  });

  it('answers 429 past six confirmation letters an hour, and queues no more', async () => {
    const account = await registerAccount(testApp.app);
    const answers: LightMyRequestResponse[] = [];
    // The sign-up's letter is not counted: six requests go, the seventh is refused.
    for (let letter = 0; letter < 7; letter += 1) {
      answers.push(await changeEmail(testApp.app, account, account.email));
    }

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await getMe(testApp.app, account.accessToken)).json().data.email).toBe(account.email);
  });
});

describe('a letter queued when the process dies', () => {
  it('is delivered by the next process on the same database', async () => {
    const database = await createTestDatabase(captureLogs().logger);
    const smtp = await startSmtpServer();
    const kept = { ...database, close: async () => {} };
    const mail = { smtpUrl: smtp.url };
    // No worker: the process ends (as a crash would) before anything is sent.
    const first = await buildTestApp({ database: kept, config: { mail } });
    const account = await registerAccount(first.app);
    await first.close();
    expect(smtp.received).toEqual([]);

    const arriving = smtp.nextLetter();
    const next = await buildTestApp({ database: kept, config: { ...SENDING_LETTERS, mail } });
    await next.app.ready();

    expect((await arriving).to).toMatchObject({ value: [{ address: account.email }] });
    await next.close();
    await database.close();
    await smtp.close();
  });
});
