import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { useState, type FormEvent } from 'react';
import { DetailSection } from './detail-section';

interface OrderNoteFormProps {
  /** The saved note; the form starts from it (keyed by order, so another order starts afresh). */
  note: string | null;
  onSave: (note: string) => void;
  pending: boolean;
}

/** The merchant's own note on the order, seen only in the console. */
export function OrderNoteForm({ note, onSave, pending }: OrderNoteFormProps) {
  const [draft, setDraft] = useState(note ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <DetailSection title="Заметка">
      <Stack component="form" onSubmit={submit} sx={{ gap: 1 }}>
        <TextField
          multiline
          minRows={2}
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Заметка', maxLength: ORDER_LIMITS.noteMaxLength },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          size="small"
          loading={pending}
          disabled={draft === (note ?? '')}
          sx={{ alignSelf: 'flex-start' }}
        >
          Сохранить заметку
        </Button>
      </Stack>
    </DetailSection>
  );
}
