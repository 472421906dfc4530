import type { Permission } from '@vitrina/contracts/team-roles';
import { useCallback } from 'react';
import { useCurrentShopState } from './shop-api';

/**
 * What the signed-in member may do in the current shop. Until the shop is read (or when it
 * cannot be), `can` allows everything: the server refuses what the role lacks all the same, and
 * a console that hides nothing is better than one that hides everything for a moment. `settled`
 * says the shop's read is over, for the parts that would ask the server something the role may
 * not have; a read not yet asked for (as right after switching shops drops every read) is not.
 * A read that failed stays settled while it is tried again, so what it decides does not blink.
 */
export function usePermissions() {
  const { data: shop, error, isLoading, isUninitialized } = useCurrentShopState();
  const can = useCallback(
    (permission: Permission) => !shop || shop.permissions.includes(permission),
    [shop],
  );
  return { can, shop, settled: !isUninitialized && (!isLoading || error !== undefined) };
}
