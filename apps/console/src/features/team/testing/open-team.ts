import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { fakeTeamServer, type FakeTeamServer } from './fake-team-server';

export const PAGE_HEADING = 'Пользователи';

/** Opens /users signed in, without the shell, once its heading shows. */
export async function openTeam(
  api: FakeTeamServer = fakeTeamServer(),
  options: { width?: number } = {},
) {
  const app = renderApp('/users', { signedIn: true, api, width: options.width, shell: false });
  // The first visit of a test file compiles the lazy route's modules, slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: PAGE_HEADING }, { timeout: 10_000 });
  return { ...app, api };
}

export const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
