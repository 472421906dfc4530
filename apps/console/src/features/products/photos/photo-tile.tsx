import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import DragIcon from '@mui/icons-material/DragIndicatorRounded';
import StarIcon from '@mui/icons-material/StarBorderRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ProductPhoto } from '@vitrina/contracts/products';
import { photoTexts } from './photo-texts';
import { previewSources } from './preview-sources';

/** Tiles are about 160 px wide; two to a row on a phone. */
const TILE_SIZES = '(max-width: 767px) 50vw, 160px';

const overlayButton = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } };

interface PhotoTileProps {
  photo: ProductPhoto;
  /** Place in the grid, counted from 1; the first photo is the main one. */
  position: number;
  /** Whether there is another photo to change places with: a lone photo has no handle. */
  movable: boolean;
  onMakeMain: () => void;
  onDelete: () => void;
}

/** One photo of the grid: moved by its handle (pointer or keyboard), made main, or deleted. */
export function PhotoTile({ photo, position, movable, onMakeMain, onDelete }: PhotoTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id });
  const main = position === 1;
  const name = photoTexts.photo(position);

  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={main ? `${name}, ${photoTexts.mainBadge.toLowerCase()}` : name}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        aspectRatio: '1',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        outline: main ? 2 : 0,
        outlineColor: 'primary.main',
        // The moved photo rides above the others.
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 8 : 'none',
      }}
    >
      <Box
        component="img"
        {...previewSources(photo)}
        sizes={TILE_SIZES}
        loading="lazy"
        alt={name}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {main && (
        <Chip
          label={photoTexts.mainBadge}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 8, left: 8 }}
        />
      )}
      <Stack direction="row" sx={{ position: 'absolute', right: 4, bottom: 4, gap: 0.5 }}>
        {movable && (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={photoTexts.move(position)}
            size="small"
            // The browser must not scroll the page while a finger drags the photo.
            sx={{ ...overlayButton, cursor: 'grab', touchAction: 'none' }}
          >
            <DragIcon fontSize="small" />
          </IconButton>
        )}
        {!main && (
          <Tooltip title={photoTexts.makeMain(position)}>
            <IconButton size="small" onClick={onMakeMain} sx={overlayButton}>
              <StarIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={photoTexts.remove(position)}>
          <IconButton size="small" onClick={onDelete} sx={overlayButton}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
