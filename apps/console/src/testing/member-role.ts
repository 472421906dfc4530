import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  DEFAULT_BUYER_LETTER_STATUSES,
  type CurrentShop,
  type Shop,
  type ShopRole,
} from '@vitrina/contracts/team';
import { DEFAULT_TIME_ZONE } from '@vitrina/contracts/time-zone';
import { ROLE_PERMISSIONS } from '@vitrina/contracts/team-roles';
import { expect } from 'vitest';
import { reply, type FakeHandler, type FakeRoute } from './fake-api';
import { SHOP_TEXTS } from '../shared/shop/shop-texts';

export const TEA_SHOP = { id: 41, title: 'Чайная лавка' } as const;

/** The shop as the server answers it to a member in `role`, with that role's permissions. */
export const currentShopAs = (
  role: ShopRole,
  { id, title }: Pick<Shop, 'id' | 'title'> = TEA_SHOP,
): CurrentShop => ({
  id,
  title,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  time_zone: DEFAULT_TIME_ZONE,
  buyer_letter_statuses: [...DEFAULT_BUYER_LETTER_STATUSES],
});

/** The routes that tell the console the signed-in member works in the tea shop in `role`. */
export function memberRoutes(role: ShopRole): Partial<Record<FakeRoute, FakeHandler>> {
  return {
    'GET v1/shop/': () => reply(200, { data: currentShopAs(role) }),
    'GET v1/shops/': () => reply(200, { data: [{ ...TEA_SHOP, role }] }),
  };
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens the menu `menuLabel` names and checks that each of `actions` is there, disabled, saying
 * the role may not take it; closes the menu after.
 */
export async function expectRefusedActions(user: User, menuLabel: string, actions: string[]) {
  await user.click(await screen.findByRole('button', { name: menuLabel }));
  const menu = await screen.findByRole('menu');
  for (const action of actions) {
    const item = within(menu).getByRole('menuitem', { name: new RegExp(`^${action}`) });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent(SHOP_TEXTS.notAllowedHint);
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** Checks that `control` is disabled and that hovering its place says why. */
export async function expectRefusedControl(user: User, control: HTMLElement) {
  expect(control).toBeDisabled();
  await user.hover(control.parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(SHOP_TEXTS.notAllowedHint);
  await user.unhover(control.parentElement!);
}
