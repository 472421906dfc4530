import type { Profile, User } from '@vitrina/contracts/auth';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';

export const VERIFY_TOKEN = 'verify-token-7';

export function aUser(overrides: Partial<User> = {}, profile: Partial<Profile> = {}): User {
  return {
    id: 7,
    email: 'anna@shop.example.ru',
    is_email_confirmed: false,
    ...overrides,
    profile: {
      first_name: 'Анна',
      last_name: 'Смирнова',
      data_birth: null,
      gender: 'NOT_SPECIFIED',
      ...profile,
    },
  };
}

/** The user API of a signed-in merchant; a saved profile is what `me` answers next. */
export function fakeProfileServer(
  user: User = aUser(),
  routes: Partial<Record<FakeRoute, FakeHandler>> = {},
) {
  let current = user;
  return createFakeApi({
    'GET user/me': () => reply(200, { data: current }),
    'PUT user/me/profile': async (request) => {
      current = { ...current, profile: (await request.json()) as Profile };
      return reply(200, { data: current });
    },
    'PUT user/me/email/': () => reply(200, { message: 'Письмо отправлено' }),
    'GET user/me/email/letter': () => reply(200, { data: null }),
    'PUT user/me/password': () => reply(200, { message: 'Пароль изменён' }),
    [`GET user/email/verify/${VERIFY_TOKEN}`]: () => {
      current = { ...current, is_email_confirmed: true };
      return reply(200, { message: 'Email подтверждён' });
    },
    'POST user/logout': () => reply(200, { message: 'Выход выполнен' }),
    ...routes,
  });
}
