import type { Permission } from '@vitrina/contracts/team-roles';
import { usePermissions } from './use-permissions';
import { SHOP_TEXTS } from './shop-texts';

/**
 * Why a control needing `permission` may not be used by the member's role, or undefined when it
 * may. Apart from `usePermissions`, which the first page reads: the messages come with the
 * screens that say them.
 */
export function useRefusal(permission: Permission): string | undefined {
  return usePermissions().can(permission) ? undefined : SHOP_TEXTS.notAllowedHint;
}
