import { messages } from '@vitrina/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, registerAccount, uniqueEmail, userRow } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { captureLogs, type LogLine } from '../../testing/capture-logs';
import { eventually } from '../../testing/letters';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

/** A letter's link or token in a log line would let whoever reads the logs use it. */
const LINK_OR_TOKEN = /verifyMail=|password\/reset\/[\w-]{20,}/;

const requestReset = (testApp: TestApp, email: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { email } });

function undelivered(lines: LogLine[], purpose: string) {
  return eventually(
    async () => lines.find((line) => line.level === 50 && line.purpose === purpose),
    `the failure of the ${purpose} letter`,
  );
}

describe('when SMTP does not take a letter', () => {
  const logs = captureLogs();
  let testApp: TestApp;

  beforeAll(async () => {
    const closed = await startSmtpServer();
    await closed.close();
    testApp = await buildTestApp({
      logger: logs.logger,
      config: { mail: { smtpUrl: closed.url } },
    });
  });

  afterAll(async () => {
    await testApp.close();
    expect(logs.lines.filter((line) => LINK_OR_TOKEN.test(JSON.stringify(line)))).toEqual([]);
  });

  it('the sign-up succeeds, and the failure is logged with the purpose and reason', async () => {
    const account = await registerAccount(testApp.app);

    expect(await userRow(testApp.database.db, account.email)).toBeDefined();
    expect(await undelivered(logs.lines, 'email-confirmation')).toMatchObject({
      msg: `The email-confirmation letter to ${account.email} was not delivered`,
      to: account.email,
      reason: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('an e-mail change fails, so the merchant asks again, and the address stays', async () => {
    const account = await registerAccount(testApp.app);

    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/me/email/',
      headers: bearer(account.accessToken),
      payload: { email: uniqueEmail('renamed') },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: messages.http.internalError });
    expect((await getMe(testApp.app, account.accessToken)).json().data.email).toBe(account.email);
    await undelivered(logs.lines, 'email-change');
  });

  it('a password reset answers as it does for an unknown address', async () => {
    const account = await registerAccount(testApp.app);

    const forAccount = await requestReset(testApp, account.email);
    const forNobody = await requestReset(testApp, uniqueEmail('nobody'));

    expect([forAccount.statusCode, forAccount.body]).toEqual([200, forNobody.body]);
    await undelivered(logs.lines, 'password-reset');
  });
});

describe('how long an answer waits for its letter', () => {
  const logs = captureLogs();
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let closed = false;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp({ logger: logs.logger, config: { mail: { smtpUrl: smtp.url } } });
  });

  afterAll(async () => {
    smtp.release();
    if (!closed) await testApp.close();
    await smtp.close();
  });

  it('the sign-up answers once its letter is delivered', async () => {
    smtp.hold();
    const arriving = smtp.nextLetter();
    let answered = false;
    const signingUp = registerAccount(testApp.app).then((account) => {
      answered = true;
      return account;
    });

    await arriving;
    expect(answered).toBe(false);
    smtp.release();
    expect((await signingUp).accessToken).toBeTruthy();
  });

  it('the password reset answers without waiting for its letter; closing the app waits', async () => {
    const { email } = await registerAccount(testApp.app);
    smtp.hold();
    const arriving = smtp.nextLetter();

    expect((await requestReset(testApp, email)).statusCode).toBe(200);

    await arriving;
    const closing = testApp.close();
    smtp.release();
    await closing;
    closed = true;
    expect(logs.lines.filter((line) => line.purpose === 'password-reset')).toMatchObject([
      { level: 30, to: email, messageId: expect.any(String) },
    ]);
  });
});
