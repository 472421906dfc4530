import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { photoTexts } from './photo-texts';

interface PhotoDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}

/** Where files are dropped, or picked with the system dialog. */
export function PhotoDropZone({ onFiles, disabled }: PhotoDropZoneProps) {
  const [over, setOver] = useState(false);

  const hold = (event: DragEvent) => {
    event.preventDefault(); // without it the browser opens the dropped file itself
    setOver(!disabled);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      onDragEnter={hold}
      onDragOver={hold}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        p: 4,
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'transparent',
        textAlign: 'center',
      }}
    >
      <UploadIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography>{photoTexts.dropHint}</Typography>
      <Button component="label" variant="outlined" disabled={disabled}>
        {photoTexts.pick}
        <input
          type="file"
          accept="image/*"
          multiple
          hidden
          disabled={disabled}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = ''; // the same file picked again is a change again
          }}
        />
      </Button>
    </Box>
  );
}
