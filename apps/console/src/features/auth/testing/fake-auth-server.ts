import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messages } from '@vitrina/contracts/messages';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';

/** The e-mail of the one account the fake server knows. */
export const KNOWN_EMAIL = 'anna@shop.example.ru';
export const NEW_EMAIL = 'boris@shop.example.ru';
export const PASSWORD = 'Витрина-2026';
export const ISSUED_TOKEN = 'issued-access-token';

/** The user API of a server with one account; `routes` replace its answers. */
export function fakeAuthServer(routes: Partial<Record<FakeRoute, FakeHandler>> = {}) {
  return createFakeApi({
    'GET user/email': (request) => {
      const email = new URL(request.url).searchParams.get('email');
      return reply(200, { status: 'ok', data: { exists: email === KNOWN_EMAIL } });
    },
    'POST user/login': () => reply(200, { access_token: ISSUED_TOKEN }),
    'POST user/register': () => reply(200, { access_token: ISSUED_TOKEN }),
    'POST user/password/reset': () => reply(200, { message: messages.auth.resetPasswordSent }),
    ...routes,
  });
}

/** The first step: type the e-mail and continue. */
export async function continueWithEmail(user: UserEvent, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
}
