import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { reply } from '../../testing/fake-api';
import { anExpiredInvitation, anInvitation, fakeTeamServer } from './testing/fake-team-server';
import { bodyOf, openTeam } from './testing/open-team';

const invitationsTable = () => screen.findByRole('table', { name: 'Приглашения' });
const withInvitations = () =>
  fakeTeamServer({ invitations: [anInvitation(), anExpiredInvitation()] });

type User = Awaited<ReturnType<typeof openTeam>>['user'];

async function openInviteDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Пригласить' }));
  return screen.findByRole('dialog', { name: 'Пригласить пользователя' });
}

describe('«Пользователи»: invitations', () => {
  it('lists the pending invitations: e-mail, role, who invited, sent, expiry, «Срок истёк» when past', async () => {
    await openTeam(withInvitations());

    const rows = within(await invitationsTable())
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'ivan@example.ru',
        'Менеджер заказов',
        'anna@shop.example.ru',
        '20.11.2026, 12:00',
        '27.11.2099, 12:00',
        'Отправить ещё разОтозвать',
      ],
      [
        'maria@example.ru',
        'Контент-менеджер',
        'anna@shop.example.ru',
        '01.10.2026, 12:00',
        '08.10.2026, 12:00Срок истёк',
        'Отправить ещё разОтозвать',
      ],
    ]);
  });

  it('says when no invitation waits', async () => {
    await openTeam();

    const section = await screen.findByRole('region', { name: 'Приглашения' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Ожидающих приглашений нет.',
    );
  });

  it('invites by e-mail with the chosen role, says so, and lists the invitation', async () => {
    const { api, user } = await openTeam();

    const dialog = await openInviteDialog(user);
    expect(within(dialog).getByRole('combobox', { name: 'Роль' })).toHaveValue('CONTENT_MANAGER');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ' new@example.ru ');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Роль' }),
      'Администратор',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

    expect(await screen.findByText(messages.team.invitationSent('new@example.ru'))).toBeVisible();
    await dialogGone();
    expect(api.callsTo('POST v1/shop/invitations/').map(bodyOf)).toEqual([
      { email: 'new@example.ru', role: 'ADMIN' },
    ]);
    expect(await within(await invitationsTable()).findByText('new@example.ru')).toBeVisible();
  });

  it('checks the address with the contract’s rule before sending', async () => {
    const { api, user } = await openTeam();

    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

    expect(await within(dialog).findByText(messages.email.invalid)).toBeVisible();
    expect(api.callsTo('POST v1/shop/invitations/')).toEqual([]);
  });

  it.each([
    ['a member', 'petr@shop.example.ru', messages.team.alreadyMember],
    ['an invited address', 'ivan@example.ru', messages.team.alreadyInvited],
  ])(
    'shows the server’s refusal of %s in the dialog, which stays open',
    async (_case, email, detail) => {
      const { user } = await openTeam(withInvitations());

      const dialog = await openInviteDialog(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
      await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Не удалось отправить приглашение');
      expect(alert).toHaveTextContent(detail);
    },
  );

  it('shows a 422’s detail in the dialog', async () => {
    const api = fakeTeamServer({
      routes: {
        'POST v1/shop/invitations/': () => reply(422, { detail: messages.team.tooManyInvitations }),
      },
    });
    const { user } = await openTeam(api);

    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Пригласить' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.team.tooManyInvitations,
    );
  });

  it('sends an invitation again and says so', async () => {
    const { api, user } = await openTeam(withInvitations());

    await user.click(
      await screen.findByRole('button', { name: 'Отправить ещё раз: maria@example.ru' }),
    );

    expect(await screen.findByText(messages.team.invitationSent('maria@example.ru'))).toBeVisible();
    expect(api.callsTo('POST v1/shop/invitations/42/resend/')).toHaveLength(1);
  });

  it('shows a 429’s detail when the letter went less than a minute ago', async () => {
    const api = fakeTeamServer({
      invitations: [anInvitation()],
      routes: {
        'POST v1/shop/invitations/:id/resend/': () =>
          reply(429, { detail: messages.team.invitationResendTooSoon }),
      },
    });
    const { user } = await openTeam(api);

    await user.click(
      await screen.findByRole('button', { name: 'Отправить ещё раз: ivan@example.ru' }),
    );

    expect(await screen.findByText(messages.team.invitationResendTooSoon)).toBeVisible();
  });

  it('revokes an invitation, says so, and drops it from the list', async () => {
    const { api, user } = await openTeam(withInvitations());

    await user.click(await screen.findByRole('button', { name: 'Отозвать: ivan@example.ru' }));

    expect(await screen.findByText(messages.team.invitationCancelled)).toBeVisible();
    expect(api.callsTo('DELETE v1/shop/invitations/41/')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Приглашения' })).queryByText('ivan@example.ru'),
      ).toBeNull(),
    );
  });

  it('shows cards at 375 px with the expiry and both buttons', async () => {
    await openTeam(withInvitations(), { width: 375 });

    const card = await screen.findByRole('listitem', { name: 'maria@example.ru' });
    expect(card).toHaveTextContent('Контент-менеджер');
    expect(card).toHaveTextContent('Пригласил: anna@shop.example.ru');
    expect(card).toHaveTextContent('Срок истёк');
    expect(
      within(card).getByRole('button', { name: 'Отправить ещё раз: maria@example.ru' }),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Отозвать: maria@example.ru' })).toBeVisible();
  });
});
