import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { usePendingChanges } from './unsaved-changes';

export const SAVE_CHANGES_TEXTS = {
  save: 'Сохранить изменения',
  /** Why the button is disabled, shown under it and read with it. */
  nothingChanged: 'Изменений нет',
} as const;

/**
 * Saves the changes the parts of the page shown keep (`useUnsavedChanges`). With none it is
 * disabled, and says so under it; its description, so a screen reader reads the reason with it.
 */
export function SaveChangesButton() {
  const { dirty, save } = usePendingChanges();
  const [saving, setSaving] = useState(false);
  const noteId = useId();

  const saveAll = async () => {
    setSaving(true);
    try {
      await save();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 0.5 }}>
      <Button
        variant="contained"
        disabled={!dirty}
        loading={saving}
        aria-describedby={dirty ? undefined : noteId}
        onClick={() => void saveAll()}
      >
        {SAVE_CHANGES_TEXTS.save}
      </Button>
      {!dirty && (
        <Typography id={noteId} variant="caption" sx={{ color: 'text.secondary' }}>
          {SAVE_CHANGES_TEXTS.nothingChanged}
        </Typography>
      )}
    </Stack>
  );
}
