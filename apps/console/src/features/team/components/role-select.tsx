import { ASSIGNABLE_ROLES, SHOP_ROLE_LABELS } from '@vitrina/contracts/team';
import { NativeSelectField } from '../../../shared/ui/form/native-select-field';
import type { AssignableRole } from '../api/team-api';

interface RoleSelectProps {
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  label: string;
  /** In a row of the list: small, its label read out rather than shown. */
  inline?: boolean;
  disabled?: boolean;
}

/** The roles a member may be given, as a native select: the phone's own picker on a phone. */
export function RoleSelect({ value, onChange, label, inline = false, disabled }: RoleSelectProps) {
  return (
    <NativeSelectField
      size={inline ? 'small' : 'medium'}
      fullWidth={!inline}
      label={inline ? undefined : label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AssignableRole)}
      htmlInput={inline ? { 'aria-label': label } : undefined}
      sx={inline ? { minWidth: 200 } : undefined}
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {SHOP_ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelectField>
  );
}
