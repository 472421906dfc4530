import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Contact } from '@vitrina/contracts/notifier';

type ContactState = 'unconfirmed' | 'active' | 'inactive';

const BADGES = {
  unconfirmed: { label: 'Не подтверждена', color: 'warning', variant: 'outlined' },
  active: { label: 'Активировано', color: 'success', variant: 'filled' },
  inactive: { label: 'Не активирована', color: 'default', variant: 'outlined' },
} as const satisfies Record<ContactState, Pick<ChipProps, 'label' | 'color' | 'variant'>>;

/** Spec §2.9: an unconfirmed contact says so first; a confirmed one, whether it is active. */
function stateOf({ is_confirmed, is_active }: Contact): ContactState {
  if (!is_confirmed) return 'unconfirmed';
  return is_active ? 'active' : 'inactive';
}

export function ContactBadge({ contact }: { contact: Contact }) {
  return <Chip size="small" {...BADGES[stateOf(contact)]} />;
}
