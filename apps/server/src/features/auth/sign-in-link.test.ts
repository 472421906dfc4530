import { messages } from '@vitrina/contracts/messages';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerAccount, uniqueEmail } from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { eventually, linkIn, recipientOf, SENDING_LETTERS } from '../../testing/letters';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { testClock } from '../../testing/test-clock';

const WRONG = 'не-тот-пароль';
const SUBJECT = 'Vitrina: кто-то пытался войти в ваш аккаунт';
const LOCK_WINDOW_SECONDS = 15 * 60;

/** The value of a `Set-Cookie` named `name` in an answer, if it sets one. */
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!.split('='))
    .find(([cookie]) => cookie === name)?.[1];

/** Defect 7 of issue 27: a locked account's owner gets back in by a letter's link (decision 52). */
describe('an account locked by strangers’ sign-ins, over HTTP and SMTP', () => {
  const clock = testClock();
  let smtp: TestSmtpServer;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await smtp.close();
  });

  const testApp = useTestApp(() => ({
    now: clock.now,
    // Every call comes from 127.0.0.1 here: the per-address limit would stop the test first.
    rateLimits: { loginPerIp: { max: 10_000, windowSeconds: 60 } },
    config: { ...SENDING_LETTERS, mail: { smtpUrl: smtp.url } },
  }));

  beforeAll(async () => {
    base = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A form post to the sign-in calls, as a browser of the console sends it. */
  const post = (path: string, form: Record<string, string>, deviceCookie?: string) =>
    fetch(`${base}/api/user/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        ...(deviceCookie && { cookie: `login_device=${deviceCookie}` }),
      },
      body: new URLSearchParams(form).toString(),
    });

  const login = (email: string, password: string, deviceCookie?: string) =>
    post('login', { username: email, password }, deviceCookie);

  const signInByLink = (token: string) => post('login/link', { token });

  /** A stranger's ten wrong passwords, which lock new browsers out of the account. */
  async function lock(email: string) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(email, WRONG)).status).toBe(401);
    }
  }

  const lettersTo = (email: string) =>
    smtp.received.filter((mail) => recipientOf(mail) === email && mail.subject === SUBJECT);

  const letterNumber = (email: string, count: number) =>
    eventually(async () => lettersTo(email)[count - 1], `sign-in letter ${count} to ${email}`);

  const tokenOf = (letter: ParsedMail) => {
    const link = linkIn(letter, '/auth/link/');
    return link.pathname.split('/').at(-1) ?? '';
  };

  it('mails the owner a link that signs a new browser in at once, while the lock holds', async () => {
    const { email } = await registerAccount(testApp.app);
    await lock(email);

    const refused = await login(email, PASSWORD);
    const letter = await letterNumber(email, 1);
    const link = linkIn(letter, '/auth/link/');
    const signedIn = await signInByLink(tokenOf(letter));

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: messages.auth.lockedOut });
    expect(`${link.origin}${link.pathname}`).toMatch(
      /^http:\/\/localhost:8080\/auth\/link\/[\w-]{43}$/,
    );
    expect(letter.text).toContain('Кто-то пытался войти в ваш аккаунт Vitrina');
    expect(letter.text).toContain('Войти по ссылке');
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).access_token).toEqual(expect.any(String));
    expect(cookieOf(signedIn, 'refresh_token')).toBeTruthy();
    // Still locked for any browser the owner has not signed in with.
    expect((await login(email, PASSWORD)).status).toBe(429);
  });

  it('makes the browser a known device, which the stranger’s lock no longer stops', async () => {
    const { email } = await registerAccount(testApp.app);
    await lock(email);
    await login(email, WRONG);
    const linked = await signInByLink(tokenOf(await letterNumber(email, 1)));
    const device = cookieOf(linked, 'login_device');

    // The stranger is still locked out, and the owner's browser is not.
    expect((await login(email, WRONG)).status).toBe(429);
    const withDevice = await login(email, PASSWORD, device);

    expect(device).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(withDevice.status).toBe(200);
  });

  it('sends one letter a lock-out window however long the stranger goes on, each link alive', async () => {
    const { email } = await registerAccount(testApp.app);
    await lock(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, WRONG)).status).toBe(429);
    }
    const first = await letterNumber(email, 1);

    // The stranger renews the lock in the next window: one more letter, the first link kept.
    clock.advanceSeconds(LOCK_WINDOW_SECONDS);
    await lock(email);
    await login(email, WRONG);
    const second = await letterNumber(email, 2);

    expect(lettersTo(email)).toHaveLength(2);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await signInByLink(tokenOf(first))).status).toBe(200);
  });

  it('takes a link once, and refuses one made up or an hour old', async () => {
    const { email } = await registerAccount(testApp.app);
    await lock(email);
    await login(email, WRONG);
    const token = tokenOf(await letterNumber(email, 1));

    expect((await signInByLink(token)).status).toBe(200);
    const again = await signInByLink(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: messages.auth.signInLinkInvalid });
    expect((await signInByLink('made-up-token')).status).toBe(400);

    const { email: later } = await registerAccount(testApp.app);
    await lock(later);
    await login(later, WRONG);
    const stale = tokenOf(await letterNumber(later, 1));
    clock.advanceSeconds(60 * 60);
    expect((await signInByLink(stale)).status).toBe(400);
  });

  it('sends nothing for an address without an account', async () => {
    const nobody = uniqueEmail('nobody');
    await lock(nobody);

    const refused = await login(nobody, WRONG);

    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: messages.auth.lockedOut });
    expect(lettersTo(nobody)).toEqual([]);
  });

  it('refuses a link posted from another site, before reading it', async () => {
    const response = await fetch(`${base}/api/user/login/link`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://attacker.example',
      },
      body: 'token=whatever',
    });

    expect(response.status).toBe(403);
  });
});
