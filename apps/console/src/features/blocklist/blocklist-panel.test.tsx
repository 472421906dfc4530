import { screen, waitFor, within } from '@testing-library/react';
import { blocklistMessages, blocklistTexts as texts } from '@vitrina/contracts/blocklist';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { memberRoutes } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';
import {
  anEntry,
  fakeBlocklistServer,
  type FakeBlocklistServer,
} from './testing/fake-blocklist-server';

/** The settings page, its «Списки» tab opened; the list's read answered. */
async function openLists(api: FakeBlocklistServer, width?: number) {
  const app = renderApp('/settings', { signedIn: true, api, width, shell: false });
  // The first visit of a test file compiles the lazy route's modules, slow on a busy machine.
  await app.user.click(await screen.findByRole('tab', { name: 'Списки' }, { timeout: 10_000 }));
  await screen.findByRole('heading', { name: texts.title });
  return app;
}

const posted = (api: FakeBlocklistServer) =>
  api.callsTo('POST v1/platform/service/blocklist/').map((call) => JSON.parse(call.body));

describe('«Списки»: the blocked buyers', () => {
  it('lists each entry with its kind, value, note and date', async () => {
    await openLists(
      fakeBlocklistServer([
        anEntry({ id: 12, kind: 'NETWORK', value: '203.0.113.0/24', note: null }),
        anEntry(),
      ]),
    );

    const table = await screen.findByRole('table', { name: texts.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'IP-адрес203.0.113.0/2421.11.2026, 10:05',
      'Телефон+7 900 111-22-33Заказ #100721.11.2026, 10:05',
    ]);
  });

  it('says what the list is for while it is empty', async () => {
    await openLists(fakeBlocklistServer());

    expect(await screen.findByRole('status')).toHaveTextContent(texts.empty);
  });

  it('adds a phone as typed, in the one spelling the list keeps', async () => {
    const api = fakeBlocklistServer();
    const { user } = await openLists(api);

    await user.click(screen.getByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.fields.value }),
      '8 (912) 000-11-22',
    );
    await user.type(within(dialog).getByRole('textbox', { name: texts.fields.note }), 'Не выкупил');
    await user.click(within(dialog).getByRole('button', { name: texts.add }));

    await dialogGone();
    expect(posted(api)).toEqual([{ kind: 'PHONE', value: '+79120001122', note: 'Не выкупил' }]);
    expect(await screen.findByRole('cell', { name: '+7 912 000-11-22' })).toBeVisible();
  });

  it('says under the field what is wrong with a value of the kind chosen, sending nothing', async () => {
    const api = fakeBlocklistServer();
    const { user } = await openLists(api);
    await user.click(screen.getByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: texts.fields.kind }),
      'IP-адрес',
    );
    expect(dialog).toHaveTextContent(texts.valueHints.NETWORK);
    await user.type(
      within(dialog).getByRole('textbox', { name: texts.fields.value }),
      '10.0.0.0/33',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.add }));

    expect(await within(dialog).findByText(blocklistMessages.networkInvalid)).toBeVisible();
    expect(posted(api)).toEqual([]);
  });

  it('shows the server’s refusal of a value in the list already under the field', async () => {
    const { user } = await openLists(fakeBlocklistServer([anEntry()]));
    await user.click(screen.getByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.addTitle });

    await user.type(
      within(dialog).getByRole('textbox', { name: texts.fields.value }),
      '+7 900 111-22-33',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.add }));

    expect(
      await within(dialog).findByText(blocklistMessages.duplicate('+7 900 111-22-33')),
    ).toBeVisible();
  });

  it('deletes an entry after a question naming it', async () => {
    const api = fakeBlocklistServer([anEntry({ kind: 'EMAIL', value: 'fraud@example.ru' })]);
    const { user } = await openLists(api);

    await user.click(await screen.findByRole('button', { name: 'Удалить «fraud@example.ru»' }));
    const question = await screen.findByRole('dialog', { name: texts.deleteTitle });
    expect(question).toHaveTextContent(texts.deleteText('fraud@example.ru'));
    await user.click(within(question).getByRole('button', { name: texts.deleteConfirm }));

    await dialogGone();
    expect(await screen.findByRole('status')).toHaveTextContent(texts.empty);
    expect(api.callsTo('DELETE v1/platform/service/blocklist/11/')).toHaveLength(1);
  });

  it('lists the entries as cards on a phone', async () => {
    await openLists(fakeBlocklistServer([anEntry()]), 375);

    const list = await screen.findByRole('list', { name: texts.title });
    const card = within(list).getByRole('listitem', { name: '+7 900 111-22-33' });
    expect(card).toHaveTextContent('Заказ #1007');
    expect(within(card).getByRole('button', { name: 'Удалить «+7 900 111-22-33»' })).toBeVisible();
  });

  it('lets a content manager see no buyer’s data, and reads none', async () => {
    const api = fakeBlocklistServer([anEntry()], memberRoutes('CONTENT_MANAGER'));
    const { user } = renderApp('/settings', { signedIn: true, api, shell: false });

    await user.click(await screen.findByRole('tab', { name: 'Списки' }, { timeout: 10_000 }));

    expect(await screen.findByText(messages.team.forbidden)).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET v1/platform/service/blocklist/')).toHaveLength(0));
  });
});
