import TextField from '@mui/material/TextField';
import type { Contact } from '@vitrina/contracts/notifier';
import { FIELD_LABELS } from '../form-services-texts';

/** The contact's fields that cannot change, each shown only when it has one (spec §2.9). */
const READ_ONLY_FIELDS = [
  { key: 'email', label: FIELD_LABELS.email },
  { key: 'api_key', label: 'API key' },
  { key: 'secret_key', label: 'Secret key' },
] as const satisfies readonly { key: keyof Contact; label: string }[];

export function ContactKeys({ contact }: { contact: Contact }) {
  return READ_ONLY_FIELDS.filter(({ key }) => contact[key]).map(({ key, label }) => (
    <TextField
      key={key}
      label={label}
      value={contact[key]}
      fullWidth
      slotProps={{ input: { readOnly: true } }}
      // Shaded apart from the fields the merchant can edit.
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
    />
  ));
}
