import { screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import type { FakeFormServicesServer } from './fake-form-services-server';

export const PAGE_HEADING = 'Сервисы приёма данных из форм';

interface OpenOptions {
  /** The address after the path: `?verifyMail=…`. */
  search?: string;
  width?: number;
}

/** The settings page, signed in, once its heading shows. */
export async function openFormServices(api: FakeFormServicesServer, options: OpenOptions = {}) {
  const { search = '', width } = options;
  const rendered = renderApp(`/settings${search}`, { signedIn: true, api, width, shell: false });
  // The first visit of a test file compiles the lazy route's modules, slow on a busy machine.
  // Hidden too: a dialog the address opens hides the page from role queries.
  await screen.findByRole('heading', { name: PAGE_HEADING, hidden: true }, { timeout: 10_000 });
  return rendered;
}

type User = ReturnType<typeof renderApp>['user'];

/** Switches to 'Мои сервисы' and waits for the contact cards (or the empty state). */
export async function openMyServices(user: User) {
  await user.click(screen.getByRole('tab', { name: 'Мои сервисы' }));
  return screen.findByRole('tabpanel', { name: 'Мои сервисы' });
}

/** Opens a contact's edit dialog from its card in 'Мои сервисы'. */
export async function openContact(user: User, title: string, dialogTitle: string) {
  const panel = await openMyServices(user);
  const card = await within(panel).findByRole('listitem', { name: title });
  await user.click(within(card).getByRole('button'));
  return screen.findByRole('dialog', { name: dialogTitle });
}

export const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;

/** Catches what the page logs (spec §8: refused calls are only logged) for the test's length. */
export function captureLoggedErrors() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => logged.mockRestore());
  return logged;
}
