import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply, type FakeHandler } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aUser, fakeProfileServer, VERIFY_TOKEN } from './testing/fake-profile-server';

const VERIFY_ROUTE = `GET user/email/verify/${VERIFY_TOKEN}` as const;

function openVerificationLink(verify?: FakeHandler) {
  const api = fakeProfileServer(aUser(), verify ? { [VERIFY_ROUTE]: verify } : {});
  const url = `/profile?from=letter&verifyMail=${VERIFY_TOKEN}`;
  return { api, ...renderApp(url, { signedIn: true, api }) };
}

const findVerificationDialog = () => screen.findByRole('dialog', { name: 'Подтверждение email' });

describe('e-mail confirmation from the letter link', () => {
  it('shows a spinner while confirming, then the success', async () => {
    let answer: (response: Response) => void = () => undefined;
    openVerificationLink(() => new Promise((resolve) => (answer = resolve)));
    const dialog = await findVerificationDialog();

    expect(within(dialog).getByRole('progressbar')).toBeVisible();
    answer(reply(200, { message: 'ok' }));

    expect(await within(dialog).findByText(messages.profile.emailVerified)).toBeVisible();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks the server for the profile again once the e-mail is confirmed', async () => {
    const { api } = openVerificationLink();

    await within(await findVerificationDialog()).findByText(messages.profile.emailVerified);

    await waitFor(() => expect(api.callsTo('GET user/me')).toHaveLength(2));
    expect(await screen.findByText('Email подтверждён')).toBeInTheDocument();
    expect(screen.queryByText('Email не подтверждён')).toBeNull();
  });

  it('shows the failure when the link is no longer valid', async () => {
    openVerificationLink(() => reply(400, { detail: messages.auth.verifyTokenInvalid }));

    const dialog = await findVerificationDialog();

    expect(await within(dialog).findByText(messages.profile.emailVerifyFailed)).toBeVisible();
  });

  it('removes verifyMail from the address on Закрыть, keeping the other parameters', async () => {
    const { user, router } = openVerificationLink();
    const dialog = await findVerificationDialog();
    await within(dialog).findByText(messages.profile.emailVerified);

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?from=letter');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens no dialog without the parameter', async () => {
    renderApp('/profile', { signedIn: true, api: fakeProfileServer() });

    await screen.findByRole('heading', { name: 'Анна' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
