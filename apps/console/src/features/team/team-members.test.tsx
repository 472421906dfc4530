import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { aTeam, fakeTeamServer, VIEWER_ID } from './testing/fake-team-server';
import { bodyOf, openTeam } from './testing/open-team';

const membersTable = () => screen.findByRole('table', { name: 'Участники' });
const rowOf = async (text: string) =>
  within(await membersTable())
    .getByRole('cell', { name: new RegExp(text) })
    .closest('tr')!;

/** What a cell shows: its text, or the role chosen in its select. */
const shownIn = (cell: HTMLElement) => {
  const select = within(cell).queryByRole<HTMLSelectElement>('combobox');
  return select ? select.selectedOptions[0]!.text : cell.textContent;
};

/** The same team with the signed-in account as its administrator, the owner being someone else. */
const teamSeenByAdmin = () =>
  aTeam().map((member) => {
    if (member.id === VIEWER_ID) return { ...member, role: 'ADMIN' as const };
    if (member.id === 8) return { ...member, role: 'OWNER' as const };
    return member;
  });

describe('«Пользователи»: members', () => {
  it('lists each member: name or e-mail, e-mail, role, last activity, joined; the signed-in one marked «Вы»', async () => {
    await openTeam();

    await within(await membersTable()).findByText('Вы');
    const rows = within(await membersTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(shownIn))).toEqual([
      [
        'Анна СмирноваВы',
        'anna@shop.example.ru',
        'Владелец',
        '21.11.2026, 10:05',
        '01.09.2026',
        '',
      ],
      [
        'Пётр Иванов',
        'petr@shop.example.ru',
        'Администратор',
        '20.11.2026, 18:30',
        '02.10.2026',
        '',
      ],
      [
        'olga@shop.example.ru',
        'olga@shop.example.ru',
        'Контент-менеджер',
        'ещё не заходил',
        '03.11.2026',
        '',
      ],
    ]);
  });

  it('offers a role select on every member but the owner, who shows «Владелец»', async () => {
    await openTeam();

    expect(await screen.findByRole('combobox', { name: 'Роль: Пётр Иванов' })).toHaveValue('ADMIN');
    expect(screen.getByRole('combobox', { name: 'Роль: olga@shop.example.ru' })).toHaveValue(
      'CONTENT_MANAGER',
    );
    expect(within(await rowOf('Анна Смирнова')).queryByRole('combobox')).toBeNull();
  });

  it('changes a role with a PATCH and shows the new one', async () => {
    const { api, user } = await openTeam();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Роль: Пётр Иванов' }),
      'Менеджер заказов',
    );

    expect(await screen.findByText('Роль изменена')).toBeVisible();
    expect(api.callsTo('PATCH v1/shop/members/8/').map(bodyOf)).toEqual([
      { role: 'ORDER_MANAGER' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Роль: Пётр Иванов' })).toHaveValue(
      'ORDER_MANAGER',
    );
  });

  it('shows the server’s refusal of a role change and keeps the role', async () => {
    const api = fakeTeamServer({
      routes: {
        'PATCH v1/shop/members/:id/': () =>
          Response.json({ detail: messages.team.tooManyMembers }, { status: 422 }),
      },
    });
    const { user } = await openTeam(api);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Роль: Пётр Иванов' }),
      'Контент-менеджер',
    );

    expect(await screen.findByText(messages.team.tooManyMembers)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Роль: Пётр Иванов' })).toHaveValue('ADMIN'),
    );
  });

  it('removes a member after the confirmation', async () => {
    const { api, user } = await openTeam();

    await user.click(await screen.findByRole('button', { name: 'Действия: Пётр Иванов' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить участника?' });
    expect(dialog).toHaveTextContent('Пётр Иванов сразу потеряет доступ к магазину');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText(messages.team.memberRemoved)).toBeVisible();
    await dialogGone();
    expect(api.callsTo('DELETE v1/shop/members/8/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('petr@shop.example.ru')).toBeNull());
  });

  it('leaves the member in place when the removal is cancelled', async () => {
    const { api, user } = await openTeam();

    await user.click(await screen.findByRole('button', { name: 'Действия: olga@shop.example.ru' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить' }),
    );

    await dialogGone();
    expect(api.callsTo('DELETE v1/shop/members/9/')).toEqual([]);
    expect(screen.getAllByText('olga@shop.example.ru').length).toBeGreaterThan(0);
  });

  it('lets the owner hand over the ownership after the confirmation, and then offers it no more', async () => {
    const { api, user } = await openTeam();

    await user.click(await screen.findByRole('button', { name: 'Действия: Пётр Иванов' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Передать владение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Передать владение?' });
    await user.click(within(dialog).getByRole('button', { name: 'Передать владение' }));

    expect(await screen.findByText('Владение передано')).toBeVisible();
    await dialogGone();
    expect(api.callsTo('PATCH v1/shop/members/8/').map(bodyOf)).toEqual([{ role: 'OWNER' }]);
    // The shop is read again: the former owner is an administrator, without the transfer.
    await waitFor(() => expect(api.callsTo('GET v1/shop/').length).toBeGreaterThan(1));
    expect(
      await within(await rowOf('Пётр Иванов')).findByRole('cell', { name: 'Владелец' }),
    ).toBeVisible();
    expect(
      await within(await rowOf('Анна Смирнова')).findByRole('cell', { name: 'Администратор' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Действия: olga@shop.example.ru' }));
    expect(await screen.findByRole('menuitem', { name: 'Удалить' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Передать владение' })).toBeNull();
  });

  it('gives an administrator no transfer, no control over the owner and none over their own row', async () => {
    await openTeam(fakeTeamServer({ members: teamSeenByAdmin() }));

    expect(
      await screen.findByRole('combobox', { name: 'Роль: olga@shop.example.ru' }),
    ).toBeVisible();
    const own = await rowOf('Анна Смирнова');
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).queryByRole('button')).toBeNull();
    const owner = await rowOf('Пётр Иванов');
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();
  });

  it('shows a member without team.write the list and no control to change it', async () => {
    const api = fakeTeamServer({
      routes: {
        'GET v1/shop/': () =>
          Response.json({
            data: {
              id: 1,
              title: 'Мой магазин',
              role: 'ADMIN',
              permissions: ['shop.read', 'team.read'],
            },
          }),
      },
    });
    await openTeam(api);

    await rowOf('Пётр Иванов');
    expect(screen.queryByRole('combobox', { name: /^Роль/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Действия/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Пригласить' })).toBeNull();
  });

  it('shows cards at 375 px, each with its role and menu, and no table', async () => {
    await openTeam(fakeTeamServer(), { width: 375 });

    const card = await screen.findByRole('listitem', { name: 'Пётр Иванов' });
    expect(card).toHaveTextContent('petr@shop.example.ru');
    expect(card).toHaveTextContent('Последняя активность: 20.11.2026, 18:30');
    expect(card).toHaveTextContent('В магазине с 02.10.2026');
    expect(within(card).getByRole('combobox', { name: 'Роль: Пётр Иванов' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Действия: Пётр Иванов' })).toBeVisible();
    const own = screen.getByRole('listitem', { name: 'Анна Смирнова' });
    expect(own).toHaveTextContent('Вы');
    expect(own).toHaveTextContent('Владелец');
    expect(screen.getByRole('listitem', { name: 'olga@shop.example.ru' })).toHaveTextContent(
      'Последняя активность: ещё не заходил',
    );
    expect(screen.queryByRole('table', { name: 'Участники' })).toBeNull();
  });

  it('shows why the members could not be read', async () => {
    const api = fakeTeamServer({
      routes: { 'GET v1/shop/members/': () => Response.json({ detail: 'Сбой' }, { status: 500 }) },
    });
    await openTeam(api);

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить участников');
  });
});
