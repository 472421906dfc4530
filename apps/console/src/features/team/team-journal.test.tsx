import { screen, waitFor, within } from '@testing-library/react';
import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { describe, expect, it } from 'vitest';
import { anAction, fakeTeamServer, manyActions } from './testing/fake-team-server';
import { openTeam } from './testing/open-team';

const journal = () => screen.findByRole('list', { name: 'Журнал действий' });
const entries = async () => within(await journal()).getAllByRole('listitem');
const journalQueries = (api: ReturnType<typeof fakeTeamServer>) =>
  api.callsTo('GET v1/shop/actions/').map((call) => Object.fromEntries(call.query));

describe('«Пользователи»: journal of actions', () => {
  it('shows each entry: time, who, what and to what', async () => {
    await openTeam(fakeTeamServer({ actions: [anAction()] }));

    const [entry] = await entries();
    expect(entry).toHaveTextContent(
      '21.11.2026, 11:00 · anna@shop.example.ruПригласил участника: ivan@example.ru: Менеджер заказов',
    );
  });

  it('says when the journal is empty', async () => {
    await openTeam();

    const section = await screen.findByRole('region', { name: 'Журнал действий' });
    expect(await within(section).findByRole('status')).toHaveTextContent('Записей пока нет.');
  });

  it('loads the next page with the last id as `before` while a page comes full', async () => {
    const count = TEAM_LIMITS.actionsPageSize + 5;
    const { api, user } = await openTeam(fakeTeamServer({ actions: manyActions(count) }));

    expect(await entries()).toHaveLength(TEAM_LIMITS.actionsPageSize);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));

    await waitFor(async () => expect(await entries()).toHaveLength(count));
    expect(journalQueries(api)).toEqual([{}, { before: '1006' }]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('offers no next page after a page that came short', async () => {
    await openTeam(fakeTeamServer({ actions: manyActions(3) }));

    expect(await entries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('narrows the journal to one member’s actions', async () => {
    const { api, user } = await openTeam(fakeTeamServer({ actions: manyActions(6) }));
    expect(await entries()).toHaveLength(6);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Участник' }), 'Пётр Иванов');

    await waitFor(async () => expect(await entries()).toHaveLength(3));
    for (const entry of await entries()) expect(entry).toHaveTextContent('petr@shop.example.ru');
    expect(journalQueries(api).at(-1)).toEqual({ actor: '8' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Участник' }), 'Все участники');
    await waitFor(async () => expect(await entries()).toHaveLength(6));
  });
});
