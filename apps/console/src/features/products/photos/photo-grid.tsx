import { rectSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { ProductPhoto } from '@vitrina/contracts/products';
import { SortableArea } from '../sortable/sortable-area';
import { photoTexts } from './photo-texts';
import { tileListSx } from './tile-list';
import { PhotoTile } from './photo-tile';

interface PhotoGridProps {
  photos: readonly ProductPhoto[];
  onMove: (from: number, to: number) => void;
  onDelete: (photo: ProductPhoto) => void;
}

/** The product's photos, the main one first, reordered by dragging or with the keyboard. */
export function PhotoGrid({ photos, onMove, onDelete }: PhotoGridProps) {
  const ids = photos.map(({ id }) => id);

  return (
    <SortableArea
      ids={ids}
      strategy={rectSortingStrategy}
      onMove={onMove}
      texts={photoTexts.moves}
      // A photo is named by its place in the grid.
      nameOf={(id) => String(ids.indexOf(id) + 1)}
    >
      <Box component="ul" aria-label={photoTexts.gridLabel} sx={tileListSx(140, 2)}>
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            position={index + 1}
            movable={photos.length > 1}
            onMakeMain={() => onMove(index, 0)}
            onDelete={() => onDelete(photo)}
          />
        ))}
      </Box>
    </SortableArea>
  );
}
