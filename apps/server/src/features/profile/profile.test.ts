import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/signed-in-app';
import { bearer, getMe, registerAccount, userRow, type Account } from '../../testing/accounts';

describe('the profile: GET /api/user/me and PUT /api/user/me/profile', () => {
  const session = useSignedInApp();
  let boris: Account;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
  });

  const putProfile = (account: Account, payload: unknown) =>
    session.app.inject({
      method: 'PUT',
      url: '/api/user/me/profile',
      headers: bearer(account.accessToken),
      payload: payload as object,
    });

  const rowOf = (account: Account) => userRow(session.testApp.database.db, account.email);

  it('shows the signed-in user with an empty profile', async () => {
    const response = await getMe(session.app, session.merchant.accessToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        email: session.merchant.email,
        is_email_confirmed: false,
        profile: { first_name: null, last_name: null, data_birth: null, gender: 'NOT_SPECIFIED' },
      },
    });
  });

  it('changes only the fields it is given', async () => {
    const first = await putProfile(session.merchant, {
      first_name: '  Анна ',
      data_birth: '1990-04-12',
    });
    const second = await putProfile(session.merchant, { gender: 'FEMALE', last_name: 'Петрова' });

    expect(first.statusCode).toBe(200);
    expect(second.json().data.profile).toEqual({
      first_name: 'Анна',
      last_name: 'Петрова',
      data_birth: '1990-04-12',
      gender: 'FEMALE',
    });
    expect((await getMe(session.app, session.merchant.accessToken)).json()).toEqual(second.json());
  });

  it('clears a field set to null and leaves everything as is for an empty body', async () => {
    await putProfile(session.merchant, { last_name: 'Петрова' });

    const cleared = await putProfile(session.merchant, { last_name: null });
    const unchanged = await putProfile(session.merchant, {});

    expect(cleared.json().data.profile.last_name).toBeNull();
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(cleared.json());
  });

  it.each([
    [
      'a name over 100 characters',
      { first_name: 'я'.repeat(101) },
      'Имя не может быть длиннее 100 символов',
    ],
    ['an impossible date', { data_birth: '1990-02-30' }, 'Некорректная дата рождения'],
    ['an unknown gender', { gender: 'OTHER' }, undefined],
    ['wrong types', { first_name: 42 }, undefined],
  ])('answers 422 for %s and changes nothing', async (_case, payload, detail) => {
    const before = await rowOf(session.merchant);

    const response = await putProfile(session.merchant, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(detail ?? expect.stringMatching(/[а-яё]/i));
    expect(await rowOf(session.merchant)).toEqual(before);
  });

  it('answers 400 for broken JSON', async () => {
    const response = await session.app.inject({
      method: 'PUT',
      url: '/api/user/me/profile',
      headers: { ...bearer(session.merchant.accessToken), 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });

    expect(response.statusCode).toBe(400);
  });

  it("never shows or changes another user's profile: each token acts on its own account", async () => {
    const annaBefore = await rowOf(session.merchant);

    const changed = await putProfile(boris, { id: annaBefore?.id, first_name: 'Борис' });
    const seen = await getMe(session.app, boris.accessToken);

    expect(changed.json().data.id).not.toBe(annaBefore?.id);
    expect(seen.json().data.email).toBe(boris.email);
    expect(await rowOf(session.merchant)).toEqual(annaBefore);
  });

  it.each([
    ['GET', '/api/user/me'],
    ['PUT', '/api/user/me/profile'],
    ['PUT', '/api/user/me/email'],
    ['PUT', '/api/user/me/password'],
  ] as const)(
    'answers %s %s without a token with 401 before reading the body',
    async (method, url) => {
      const response = await session.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'PUT' ? '{"broken": ' : undefined,
      });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Требуется авторизация' });
    },
  );
});
