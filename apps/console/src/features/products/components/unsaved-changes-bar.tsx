import CloseIcon from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Allowed } from '../../../shared/shop/allowed';

interface UnsavedChangesBarProps {
  onSaveAndClose: () => void;
  onSave: () => void;
  /** Opens the 'Сохраните изменения' dialog. */
  onCancel: () => void;
  saving: boolean;
}

/** Stands in place of the tabs while the form differs from the loaded product (spec §2.8). */
export function UnsavedChangesBar({
  onSaveAndClose,
  onSave,
  onCancel,
  saving,
}: UnsavedChangesBarProps) {
  return (
    <Paper
      role="region"
      aria-label="Несохраненные изменения"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        minHeight: 49,
        borderColor: 'warning.main',
        bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08),
      }}
    >
      <Typography sx={{ flex: '1 1 240px', fontWeight: 600 }}>
        На странице есть несохраненные изменения
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', ml: 'auto' }}>
        <Allowed permission="catalog.write">
          <Button onClick={onSaveAndClose} disabled={saving}>
            Сохранить и закрыть
          </Button>
        </Allowed>
        <Allowed permission="catalog.write">
          <Button variant="contained" onClick={onSave} loading={saving}>
            Сохранить
          </Button>
        </Allowed>
        <IconButton aria-label="Отменить изменения" onClick={onCancel} disabled={saving}>
          <CloseIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
