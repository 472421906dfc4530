import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import type { ProductPhoto } from '@vitrina/contracts/products';
import { announcementsFor, screenReaderInstructions } from './photo-grid-accessibility';
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
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map(({ id }) => id);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));

  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements: announcementsFor((id) => indexOf(id) + 1),
        screenReaderInstructions,
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Box component="ul" aria-label={photoTexts.gridLabel} sx={tileListSx(140, 2)}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              position={index + 1}
              onMakeMain={() => onMove(index, 0)}
              onDelete={() => onDelete(photo)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
