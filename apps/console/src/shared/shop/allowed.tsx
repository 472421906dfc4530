import type { Permission } from '@vitrina/contracts/team-roles';
import { cloneElement, type ReactElement } from 'react';
import { DeferredTooltip } from '../ui/deferred-tooltip';
import { usePermissions } from './use-permissions';
import { SHOP_TEXTS } from './shop-texts';

interface AllowedProps {
  permission: Permission;
  /** The control: disabled, with the reason on hover, when the member's role lacks `permission`. */
  children: ReactElement<{ disabled?: boolean }>;
}

/**
 * A control the member's role may not use stays in its place, disabled, saying why on hover;
 * while the role is being read it waits, disabled, rather than offer what may be refused.
 */
export function Allowed({ permission, children }: AllowedProps) {
  const { can, settled } = usePermissions();
  if (!settled) return cloneElement(children, { disabled: true });
  if (can(permission)) return children;
  return (
    // The reason is a hint: its tooltip may come a moment after the page (decision 0072).
    <DeferredTooltip title={SHOP_TEXTS.notAllowedHint}>
      {/* A disabled button takes no pointer events: the tooltip listens on its wrapper. */}
      <span style={{ display: 'inline-flex' }} tabIndex={0}>
        {cloneElement(children, { disabled: true })}
      </span>
    </DeferredTooltip>
  );
}
