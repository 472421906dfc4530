import CloseIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { photoTexts } from './photo-texts';
import { tileListSx } from './tile-list';
import type { PickedPhoto } from './use-picked-photos';

interface PickedPhotosProps {
  photos: readonly PickedPhoto[];
  onRemove: (key: string) => void;
  onRemoveAll: () => void;
  disabled: boolean;
}

/** The chosen files: their count, a preview of each with its own delete, and Удалить все. */
export function PickedPhotos({ photos, onRemove, onRemoveAll, disabled }: PickedPhotosProps) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status">{photoTexts.picked(photos.length)}</Typography>
        <Button color="error" onClick={onRemoveAll} disabled={disabled}>
          {photoTexts.removeAll}
        </Button>
      </Stack>
      <Box component="ul" aria-label={photoTexts.pickedLabel} sx={tileListSx(96, 1)}>
        {photos.map(({ key, file, url }) => (
          <Box
            component="li"
            key={key}
            aria-label={file.name}
            sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={url}
              alt={file.name}
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <IconButton
              aria-label={photoTexts.removePicked(file.name)}
              size="small"
              onClick={() => onRemove(key)}
              disabled={disabled}
              sx={{
                position: 'absolute',
                top: 4,
                right: 4,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
