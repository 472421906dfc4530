import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, login, registerAccount, uniqueEmail } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { captureLogs } from '../../testing/capture-logs';
import {
  eventually,
  letterInMailFolder,
  linkIn,
  mailFolderFiles,
  recipientOf,
  SENDING_LETTERS,
} from '../../testing/letters';
import { useTestApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

const MAIL_FROM = 'Vitrina <robot@vitrina.example>';
const NEW_PASSWORD = 'Новый-пароль-2026';

function expectWellFormed(letter: ParsedMail, subject: string, link: URL) {
  expect(letter.subject).toBe(subject);
  expect(letter.from?.value).toEqual([{ name: 'Vitrina', address: 'robot@vitrina.example' }]);
  expect(letter.text).toContain('Vitrina');
  expect(letter.text).toContain(link.href);
  expect(letter.html).toContain('Vitrina');
  expect(letter.html).toContain(`href="${link.href}"`);
}

describe('letters through a real SMTP server', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await smtp.close();
  });

  const testApp = useTestApp(() => ({
    config: {
      ...SENDING_LETTERS,
      mail: { smtpUrl: smtp.url, from: MAIL_FROM },
      http: { publicUrl: 'https://vitrina.example' },
    },
  }));

  const received = (address: string, linkPart: string) =>
    eventually(
      async () =>
        smtp.received.find(
          (letter) => recipientOf(letter) === address && letter.text?.includes(linkPart),
        ),
      `a letter to ${address}`,
    );

  it('delivers the e-mail confirmation, and its link confirms the address', async () => {
    const account = await registerAccount(testApp.app);

    const letter = await received(account.email, 'verifyMail=');

    const link = linkIn(letter, 'verifyMail=');
    expect(`${link.origin}${link.pathname}`).toBe('https://vitrina.example/profile');
    expectWellFormed(letter, 'Vitrina: подтвердите адрес электронной почты', link);
    const token = link.searchParams.get('verifyMail');
    const verified = await testApp.app.inject({ url: `/api/user/email/verify/${token}` });
    expect(verified.statusCode).toBe(200);
    expect((await getMe(testApp.app, account.accessToken)).json().data.is_email_confirmed).toBe(
      true,
    );
    expect(await mailFolderFiles(testApp.config.storage.dataDir)).toEqual([]);
  });

  it('delivers the password reset letter, and its token sets a password that signs in', async () => {
    const { email } = await registerAccount(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { email },
    });

    const letter = await received(email, '/password/reset/');

    const link = linkIn(letter, '/password/reset/');
    expectWellFormed(letter, 'Vitrina: восстановление пароля', link);
    const token = link.pathname.split('/').pop() ?? '';
    const applied = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/password/apply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
        token,
      }).toString(),
    });
    expect(applied.statusCode).toBe(200);
    expect((await login(testApp.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('delivers the e-mail change letter to the new address', async () => {
    const account = await registerAccount(testApp.app);
    const newEmail = uniqueEmail('renamed');
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/me/email/',
      headers: { authorization: `Bearer ${account.accessToken}` },
      payload: { email: newEmail },
    });

    const letter = await received(newEmail, 'verifyMail=');

    expectWellFormed(
      letter,
      'Vitrina: подтвердите новый адрес электронной почты',
      linkIn(letter, 'verifyMail='),
    );
  });
});

describe('letters without SMTP', () => {
  it('are written to DATA_DIR/mail as .eml files, with their links logged', async () => {
    const logs = captureLogs();
    const testApp = await buildTestApp({ logger: logs.logger, config: SENDING_LETTERS });
    try {
      const email = uniqueEmail();
      await registerAccount(testApp.app, email);

      const dataDir = testApp.config.storage.dataDir;
      await letterInMailFolder(dataDir, email, 'verifyMail=');
      const files = await mailFolderFiles(dataDir);
      expect(files).toEqual([
        expect.stringMatching(
          /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-email-confirmation-[0-9a-f]{6}\.eml$/,
        ),
      ]);
      const logged = logs.lines.find((line) => line.msg.startsWith('Mail to'));
      expect(logged).toMatchObject({
        level: 30,
        msg: `Mail to ${email}: Vitrina: подтвердите адрес электронной почты`,
        to: email,
        link: expect.stringMatching(/^http:\/\/localhost:8080\/profile\?verifyMail=[\w-]{43}$/),
      });
    } finally {
      await testApp.close();
    }
  });
});
