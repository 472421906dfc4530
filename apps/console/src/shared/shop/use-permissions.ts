import type { Permission } from '@vitrina/contracts/team-roles';
import { useCallback } from 'react';
import { useCurrentShop } from './shop-api';

/**
 * What the signed-in member may do in the current shop. Until the shop is read (or when it
 * cannot be), everything shows: the server refuses what the role lacks all the same, and a
 * console that hides nothing is better than one that hides everything for a moment.
 */
export function usePermissions() {
  const shop = useCurrentShop();
  const can = useCallback(
    (permission: Permission) => !shop || shop.permissions.includes(permission),
    [shop],
  );
  return { can, shop };
}
