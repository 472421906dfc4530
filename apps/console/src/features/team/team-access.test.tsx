import { screen } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { ROLE_PERMISSIONS } from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { fakeTeamServer, SHOP_ID } from './testing/fake-team-server';

describe('«Пользователи» for a role without team.read', () => {
  it('says only «Недостаточно прав», and reads nothing of the team', async () => {
    const api = fakeTeamServer({
      routes: {
        'GET v1/shop/': () =>
          reply(200, {
            data: {
              id: SHOP_ID,
              title: 'Мой магазин',
              role: 'CONTENT_MANAGER',
              permissions: ROLE_PERMISSIONS.CONTENT_MANAGER,
            },
          }),
      },
    });
    renderApp('/users', { signedIn: true, api, shell: false });

    expect(await screen.findByText(messages.team.forbidden)).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls.map((call) => call.route)).toEqual(['GET v1/shop/']);
  });
});
