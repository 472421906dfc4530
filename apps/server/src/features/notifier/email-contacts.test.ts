import { describe, expect, it } from 'vitest';
import { registerAccount, signIn, uniqueEmail } from '../../testing/accounts';
import {
  eventually,
  lettersTo,
  letterInMailFolder,
  linkIn,
  SENDING_LETTERS,
} from '../../testing/letters';
import { useTestApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';
import {
  confirmationToken,
  confirmEmail,
  listContacts,
  notifierRowCounts,
  requestEmailContact,
} from '../../testing/notifier-contacts';

const HOURS = 60 * 60;

describe('e-mail contacts: the confirmation letter and its link', () => {
  const clock = testClock();
  const testApp = useTestApp({
    now: clock.now,
    config: SENDING_LETTERS,
    rateLimits: {
      registerPerIp: { max: 100, windowSeconds: HOURS },
      contactLettersPerAddress: { max: 3, windowSeconds: HOURS },
      contactLettersPerAccount: { max: 8, windowSeconds: HOURS },
    },
  });
  const dataDir = () => testApp.config.storage.dataDir;

  /**
   * Each test its own merchant, signed in at the clock's time, so the per-account limit counts
   * only its letters and its access token outlives the hours a test moves the clock by.
   */
  const newMerchant = () => registerAccount(testApp.app);

  it('adds an unconfirmed contact and sends the letter whose link opens the settings page', async () => {
    const merchant = await newMerchant();
    const email = uniqueEmail('orders');

    const response = await requestEmailContact(testApp.app, merchant, email, {
      title: '  Заявки с сайта ',
      description: null,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      title: 'Заявки с сайта',
      description: null,
      type: 'EMAIL',
      is_active: false,
      is_confirmed: false,
      email,
      api_key: null,
      secret_key: null,
      // The letter is queued to the contact: its fate is the contact's last delivery.
      last_delivery: { at: clock.now().toISOString(), status: expect.any(String), error: null },
    });
    const letter = await letterInMailFolder(dataDir(), email, 'verifyMail=');
    expect(letter.subject).toBe('Vitrina: подтвердите адрес для приёма заявок');
    const delivered = async () => {
      const [listed] = await listContacts(testApp.app, merchant);
      return listed?.last_delivery?.status === 'DELIVERED' ? listed : undefined;
    };
    await eventually(delivered, 'the letter shown delivered on its contact');
    const link = linkIn(letter, 'verifyMail=');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/settings');
    expect(link.searchParams.get('verifyMail')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('confirms and activates the contact once, from the merchant’s own link', async () => {
    const merchant = await newMerchant();
    const email = uniqueEmail('confirm');
    const { id } = (await requestEmailContact(testApp.app, merchant, email)).json().data;
    const token = await confirmationToken(dataDir(), email);

    const confirmed = await confirmEmail(testApp.app, merchant, token);
    const again = await confirmEmail(testApp.app, merchant, token);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ id, email, is_confirmed: true, is_active: true });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Ссылка подтверждения недействительна или устарела' });
  });

  it('sends a fresh link for an unconfirmed address, in any letter case, and the old one dies', async () => {
    const account = await newMerchant();
    const email = uniqueEmail('again');
    const first = (await requestEmailContact(testApp.app, account, email)).json().data;
    const oldToken = await confirmationToken(dataDir(), email);
    clock.advanceSeconds(1);

    const second = await requestEmailContact(testApp.app, account, email.toUpperCase(), {
      title: 'Новое название',
    });
    const newToken = await confirmationToken(dataDir(), email, 2);

    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id: first.id, email, title: 'Новое название' });
    expect(await listContacts(testApp.app, account)).toHaveLength(1);
    expect((await confirmEmail(testApp.app, account, oldToken)).statusCode).toBe(400);
    expect((await confirmEmail(testApp.app, account, newToken)).statusCode).toBe(200);
  });

  it('refuses an address the merchant has confirmed already, and sends nothing', async () => {
    const account = await newMerchant();
    const email = uniqueEmail('twice');
    await requestEmailContact(testApp.app, account, email);
    await confirmEmail(testApp.app, account, await confirmationToken(dataDir(), email));
    const before = await notifierRowCounts(testApp.database.db);

    const response = await requestEmailContact(testApp.app, account, email.toUpperCase());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Этот адрес уже подключён к вашим сервисам' });
    expect(await notifierRowCounts(testApp.database.db)).toEqual(before);
    expect(await lettersTo(dataDir(), email, 'verifyMail=')).toHaveLength(1);
  });

  it('lets two merchants confirm one address, each for their own contact', async () => {
    const [merchant, other] = [await newMerchant(), await newMerchant()];
    const email = uniqueEmail('shared');
    await requestEmailContact(testApp.app, merchant, email);
    const mine = await confirmationToken(dataDir(), email);
    clock.advanceSeconds(1);
    await requestEmailContact(testApp.app, other, email);
    const theirs = await confirmationToken(dataDir(), email, 2);

    expect((await confirmEmail(testApp.app, other, mine)).statusCode).toBe(400);
    expect((await confirmEmail(testApp.app, merchant, mine)).statusCode).toBe(200);
    expect((await confirmEmail(testApp.app, other, theirs)).statusCode).toBe(200);
  });

  it('refuses a link older than 48 hours', async () => {
    const account = await newMerchant();
    const [fresh, stale] = [uniqueEmail('fresh'), uniqueEmail('stale')];
    await requestEmailContact(testApp.app, account, stale);
    clock.advanceSeconds(1);
    await requestEmailContact(testApp.app, account, fresh);
    const [staleToken, freshToken] = [
      await confirmationToken(dataDir(), stale),
      await confirmationToken(dataDir(), fresh),
    ];
    clock.advanceSeconds(48 * HOURS - 0.5);
    const signedIn = await signIn(testApp.app, account.email);

    expect((await confirmEmail(testApp.app, signedIn, staleToken)).statusCode).toBe(400);
    expect((await confirmEmail(testApp.app, signedIn, freshToken)).statusCode).toBe(200);
    const contacts = await listContacts(testApp.app, signedIn);
    expect(contacts.find((contact) => contact.email === stale)?.is_confirmed).toBe(false);
  });

  it.each([
    ['an unknown token', 'bm90LWEtcmVhbC10b2tlbi1vZi1hLWNvbnRhY3QtbGV0dGVy'],
    ['a one-character token', 'x'],
  ])('answers 400 for %s', async (_case, token) => {
    const merchant = await newMerchant();
    const before = await notifierRowCounts(testApp.database.db);

    const response = await confirmEmail(testApp.app, merchant, token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Ссылка подтверждения недействительна или устарела',
    });
    expect(await notifierRowCounts(testApp.database.db)).toEqual(before);
  });

  it('answers 429 to a fourth letter to one address within the hour, and sends no more', async () => {
    const account = await newMerchant();
    const email = uniqueEmail('limited');
    for (let letter = 1; letter <= 3; letter += 1) {
      expect((await requestEmailContact(testApp.app, account, email)).statusCode).toBe(200);
      await letterInMailFolder(dataDir(), email, 'verifyMail=', letter);
    }

    const response = await requestEmailContact(testApp.app, account, email);

    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(await lettersTo(dataDir(), email, 'verifyMail=')).toHaveLength(3);
  });

  it('answers 429 past the letters one merchant may send in an hour, whatever the addresses', async () => {
    const account = await newMerchant();
    for (let letter = 0; letter < 8; letter += 1) {
      const response = await requestEmailContact(testApp.app, account, uniqueEmail('many'));
      expect(response.statusCode).toBe(200);
    }

    const response = await requestEmailContact(testApp.app, account, uniqueEmail('many'));

    expect(response.statusCode).toBe(429);
    expect(await listContacts(testApp.app, account)).toHaveLength(8);
  });

  it.each([
    ['a short title', { title: 'ab' }, 'Название должно содержать минимум 3 символа.'],
    ['no title', { title: undefined }, 'Название должно содержать минимум 3 символа.'],
    ['a malformed address', { email: 'orders@shop' }, 'Введите корректный email.'],
    ['an address with a space', { email: 'or ders@shop.example.ru' }, 'Введите корректный email.'],
    ['no address', { email: undefined }, 'Введите корректный email.'],
    [
      'an address over 254 characters',
      { email: `a@${'b'.repeat(260)}.ru` },
      'Введите корректный email.',
    ],
  ])('answers 422 for %s, writes and sends nothing', async (_case, fields, detail) => {
    const merchant = await newMerchant();
    const before = await notifierRowCounts(testApp.database.db);
    const address = uniqueEmail('bad');

    const response = await requestEmailContact(testApp.app, merchant, address, fields);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    // Nothing queued: no message, so no letter can follow.
    expect(await notifierRowCounts(testApp.database.db)).toEqual(before);
    expect(await lettersTo(dataDir(), address, 'verifyMail=')).toEqual([]);
  });
});
