import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { teamMessages } from '@vitrina/contracts/team-messages';
import type { Permission } from '@vitrina/contracts/team-roles';
import type { ReactNode } from 'react';
import { ReadOnlyFieldset } from '../ui/read-only-fieldset';
import { usePermissions } from './use-permissions';

interface WritableWithProps {
  permission: Permission;
  children: ReactNode;
}

/**
 * A form the member's role may only look at: its fields and buttons disabled, and a line above
 * that says why. While the role is being read the form waits, disabled, without the line.
 */
export function WritableWith({ permission, children }: WritableWithProps) {
  const { can, settled } = usePermissions();
  const refused = settled && !can(permission);
  return (
    <Stack sx={{ gap: 2 }}>
      {refused && <Alert severity="info">{teamMessages.readOnlyNotice}</Alert>}
      <ReadOnlyFieldset readOnly={!settled || refused}>{children}</ReadOnlyFieldset>
    </Stack>
  );
}
