import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, uniqueEmail, type Account } from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';

describe('GET /api/user/email', () => {
  const testApp = useTestApp();
  let account: Account;

  beforeAll(async () => {
    account = await registerAccount(testApp.app);
  });

  const check = (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/user/email?${query}` });

  it('says whether an account uses the address, in any case', async () => {
    const known = await check(`email=${encodeURIComponent(account.email.toUpperCase())}`);
    const unknown = await check(`email=${encodeURIComponent(uniqueEmail('nobody'))}`);

    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'ok', data: { exists: true } });
    expect(unknown.json()).toEqual({ status: 'ok', data: { exists: false } });
  });

  it.each([
    ['no address', ''],
    ['an empty address', 'email='],
    ['a malformed address', 'email=merchant%40shop'],
    ['an address over 254 characters', `email=a%40${'b'.repeat(260)}.ru`],
  ])('answers 422 for %s', async (_case, query) => {
    const response = await check(query);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: 'Некорректный email' });
  });
});
