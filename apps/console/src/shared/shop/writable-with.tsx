import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Permission } from '@vitrina/contracts/team-roles';
import type { ReactNode } from 'react';
import { ReadOnlyFieldset } from '../ui/read-only-fieldset';
import { usePermissions } from './use-permissions';
import { SHOP_TEXTS } from './shop-texts';

interface WritableWithProps {
  permission: Permission;
  children: ReactNode;
}

/**
 * A form the member's role may only look at: its fields and buttons disabled, and a line above
 * that says why. Unlike a lone button (`Allowed`), a form stays open while the role is being
 * read, which the session's guard asks for before any screen: typing sends nothing, and a save
 * in that moment would be refused by the server with its reason.
 */
export function WritableWith({ permission, children }: WritableWithProps) {
  const refused = !usePermissions().can(permission);
  return (
    <Stack sx={{ gap: 2 }}>
      {refused && <Alert severity="info">{SHOP_TEXTS.readOnlyNotice}</Alert>}
      <ReadOnlyFieldset readOnly={refused}>{children}</ReadOnlyFieldset>
    </Stack>
  );
}
