import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/capture-logs';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { testClock } from '../../testing/test-clock';
import { composeLetter } from './compose-letter';
import { createMailer } from './mailer';

const LINK = 'https://vitrina.example/password/reset/a-secret-token-of-the-letter';

const letter = composeLetter({
  purpose: 'password-reset',
  to: 'anna@shop.example.ru',
  subject: 'восстановление пароля',
  lead: ['Здравствуйте!'],
  action: 'Задать новый пароль',
  link: LINK,
  notes: [],
});

describe('the mailer', () => {
  const servers: TestSmtpServer[] = [];
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-mailer-'));
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  function mailerFor(smtpUrl: string | undefined) {
    const logs = captureLogs();
    const settings = { smtpUrl, from: 'Vitrina <robot@vitrina.example>' };
    return { logs, mailer: createMailer(settings, dataDir, logs.logger, testClock().now) };
  }

  async function smtpServer() {
    const server = await startSmtpServer();
    servers.push(server);
    return server;
  }

  it('tells that SMTP took the letter, with its message id', async () => {
    const smtp = await smtpServer();
    const { mailer } = mailerFor(smtp.url);

    const result = await mailer.send(letter);

    expect(result).toEqual({ delivered: true, messageId: expect.stringMatching(/^<.+@.+>$/) });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([
      result.delivered && result.messageId,
    ]);
    await mailer.close();
  });

  it('tells that SMTP did not take it, with the reason, and logs the purpose but never the link', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const { mailer, logs } = mailerFor(closed.url);

    const result = await mailer.send(letter);

    expect(result).toEqual({
      delivered: false,
      reason: expect.stringContaining('ECONNREFUSED'),
      permanent: false,
    });
    expect(logs.lines).toMatchObject([
      {
        level: 50,
        msg: 'The password-reset letter to anna@shop.example.ru was not delivered',
        purpose: 'password-reset',
        reason: result.delivered ? '' : result.reason,
      },
    ]);
    expect(JSON.stringify(logs.lines)).not.toContain('a-secret-token');
    await mailer.close();
  });

  it.each([
    ['for good, on a 5xx', 550, true],
    ['for now, on a 4xx', 451, false],
  ])('tells that SMTP refused it %s', async (_case, responseCode, permanent) => {
    const smtp = await smtpServer();
    smtp.refuse(responseCode);
    const { mailer } = mailerFor(smtp.url);

    const result = await mailer.send(letter);

    expect(result).toEqual({
      delivered: false,
      reason: expect.stringContaining(String(responseCode)),
      permanent,
    });
    await mailer.close();
  });

  it('keeps the Message-ID a letter brings, so a letter sent again is the same letter', async () => {
    const smtp = await smtpServer();
    const { mailer } = mailerFor(smtp.url);
    const messageId = '<contact-test-1@vitrina.example>';

    const results = [
      await mailer.send({ ...letter, messageId }),
      await mailer.send({ ...letter, messageId }),
    ];

    expect(results).toEqual([
      { delivered: true, messageId },
      { delivered: true, messageId },
    ]);
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([messageId, messageId]);
    await mailer.close();
  });

  it('sends the Reply-To a letter names, and none otherwise', async () => {
    const smtp = await smtpServer();
    const { mailer } = mailerFor(smtp.url);

    await mailer.send({ ...letter, replyTo: 'shop@merchant.example.ru' });
    await mailer.send(letter);

    expect(smtp.received.map((mail) => mail.replyTo?.value[0]?.address)).toEqual([
      'shop@merchant.example.ru',
      undefined,
    ]);
    await mailer.close();
  });

  it('without SMTP, writes the letter to DATA_DIR/mail and tells so', async () => {
    const { mailer } = mailerFor(undefined);

    const result = await mailer.send(letter);

    expect(result).toMatchObject({ delivered: true });
    expect(await readdir(join(dataDir, 'mail'))).toEqual([
      expect.stringMatching(/-password-reset-[0-9a-f]{6}\.eml$/),
    ]);
    await mailer.close();
  });

  it('closes only once the letters on their way are delivered', async () => {
    const smtp = await smtpServer();
    const { mailer } = mailerFor(smtp.url);
    smtp.hold();
    const arriving = smtp.nextLetter();
    const sending = mailer.send(letter);
    await arriving;

    const closing = mailer.close();
    smtp.release();
    await closing;

    expect(await Promise.race([sending, 'still on its way'])).toMatchObject({ delivered: true });
  });
});
