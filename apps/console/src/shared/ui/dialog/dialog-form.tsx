import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ReadOnlyFieldset } from '../read-only-fieldset';

interface DialogFormProps {
  onSubmit: () => void;
  onCancel: () => void;
  /** Shown as Назад, for the later step of a dialog with steps. */
  onBack?: () => void;
  /** An action of its own at the start of the row, apart from the others: a delete. */
  startAction?: ReactNode;
  pending: boolean;
  /** The label of the submit button; Сохранить unless told. */
  submitLabel?: string;
  /** Red for a submit that cannot be undone. */
  submitColor?: 'primary' | 'error';
  /** The failure of the last save, under the fields. */
  failure?: ReactNode;
  /** Fields to look at only: disabled, with Закрыть in place of Отменить and no submit. */
  readOnly?: boolean;
  children: ReactNode;
}

/** The body of a dialog that edits something: fields, then Отменить and Сохранить. */
export function DialogForm({
  onSubmit,
  onCancel,
  onBack,
  startAction,
  pending,
  submitLabel = 'Сохранить',
  submitColor = 'primary',
  failure,
  readOnly = false,
  children,
}: DialogFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogContent>
        {/* The top padding keeps the first field's floating label inside the content. */}
        <Stack sx={{ gap: 2, pt: 1 }}>
          <ReadOnlyFieldset readOnly={readOnly}>
            <Stack sx={{ gap: 2 }}>{children}</Stack>
          </ReadOnlyFieldset>
          {failure}
        </Stack>
      </DialogContent>
      {/* Wraps rather than overflows when three buttons meet a phone's width. */}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        {onBack && (
          <Button onClick={onBack} sx={{ mr: 'auto' }}>
            Назад
          </Button>
        )}
        {startAction && <Box sx={{ mr: 'auto' }}>{startAction}</Box>}
        <Button onClick={onCancel}>{readOnly ? 'Закрыть' : 'Отменить'}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
