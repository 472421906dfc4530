import { screen } from '@testing-library/react';
import type { EmailLetter } from '@vitrina/contracts/auth';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aUser, fakeProfileServer } from './testing/fake-profile-server';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aLetter(changes: Partial<EmailLetter> = {}): EmailLetter {
  return {
    to: 'anna@shop.example.ru',
    queued_at: minutesAgo(0),
    status: 'DELIVERED',
    error: null,
    ...changes,
  };
}

function openProfile(letter: EmailLetter | null, user = aUser()) {
  const api = fakeProfileServer(user, {
    'GET user/me/email/letter': () => reply(200, { data: letter }),
  });
  return { api, ...renderApp('/profile', { signedIn: true, api }) };
}

describe('the confirmation letter on the profile (decision 51)', () => {
  it('says the letter was sent, and offers it again only after a minute', async () => {
    openProfile(aLetter({ queued_at: minutesAgo(0) }));

    expect(await screen.findByText(/^Письмо отправлено на anna@shop\.example\.ru/)).toBeVisible();
    const resend = screen.getByRole('button', { name: /^Отправить письмо ещё раз через \d+ с$/ });
    expect(resend).toBeDisabled();
    // Why it waits: the letter just sent.
    expect(resend).toHaveAccessibleDescription(/^Письмо отправлено на anna@shop\.example\.ru/);
  });

  it('sends the letter again to its address once the minute has passed', async () => {
    const { api, user } = openProfile(aLetter({ queued_at: minutesAgo(2) }));

    await user.click(await screen.findByRole('button', { name: 'Отправить письмо ещё раз' }));

    const [resent] = api.callsTo('PUT user/me/email/');
    expect(JSON.parse(resent!.body)).toEqual({ email: 'anna@shop.example.ru' });
  });

  it.each([
    [
      'failed for good',
      aLetter({ status: 'FAILED', error: 'Почтовый сервер отклонил письмо: 550 No such user' }),
      'Письмо не доставлено: Почтовый сервер отклонил письмо: 550 No such user',
    ],
    [
      'waiting for a retry',
      aLetter({
        status: 'PENDING',
        error: 'Почтовый сервер не принял письмо, отправим ещё раз: 451',
      }),
      'Письмо пока не доставлено: Почтовый сервер не принял письмо, отправим ещё раз: 451',
    ],
  ])('tells a letter %s as it is', async (_case, letter, text) => {
    openProfile(letter);

    expect(await screen.findByText(text)).toBeVisible();
  });

  it('shows an unconfirmed address as such, with the letter again', async () => {
    openProfile(aLetter({ queued_at: minutesAgo(2) }));

    expect(await screen.findByText('Email не подтверждён')).toBeVisible();
    expect(screen.queryByText('Email подтверждён')).toBeNull();
    expect(screen.getByRole('button', { name: 'Отправить письмо ещё раз' })).toBeEnabled();
  });

  it('shows a confirmed address as such, and offers no letter', async () => {
    openProfile(aLetter(), aUser({ is_email_confirmed: true }));

    expect(await screen.findByRole('heading', { name: 'Анна' })).toBeVisible();
    expect(screen.getByText('Email подтверждён')).toBeVisible();
    expect(screen.queryByText('Email не подтверждён')).toBeNull();
    expect(screen.queryByRole('button', { name: /Отправить письмо ещё раз/ })).toBeNull();
  });
});
