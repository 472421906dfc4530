import type { Permission } from '@vitrina/contracts/team-roles';
import { useCallback } from 'react';
import { useCurrentShopState } from './shop-api';

/**
 * What the signed-in member may do in the current shop. Until the shop is read (or when it
 * cannot be), `can` allows everything: the server refuses what the role lacks all the same, and
 * a console that hides nothing is better than one that hides everything for a moment. `settled`
 * says the shop's first read is over (or that nothing reads it, as in a screen's own tests), for
 * the parts that would ask the server something the role may not have.
 */
export function usePermissions() {
  const { data: shop, isLoading } = useCurrentShopState();
  const can = useCallback(
    (permission: Permission) => !shop || shop.permissions.includes(permission),
    [shop],
  );
  return { can, shop, settled: !isLoading };
}
