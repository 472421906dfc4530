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
  SortableContext,
  sortableKeyboardCoordinates,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { sortableAccessibility, type MoveTexts } from './sortable-accessibility';

interface SortableAreaProps {
  /** The items' ids in the order shown. */
  ids: readonly number[];
  strategy: SortingStrategy;
  /** An item dropped elsewhere: its index and the index it goes to. */
  onMove: (from: number, to: number) => void;
  texts: MoveTexts;
  /** An item's name in what a screen reader hears. */
  nameOf: (id: number) => string;
  /** The list, whose items use `useSortable` with these ids. */
  children: ReactNode;
}

/** Items reordered by dragging their handle, with a pointer or with the keyboard. */
export function SortableArea({
  ids,
  strategy,
  onMove,
  texts,
  nameOf,
  children,
}: SortableAreaProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));

  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={sortableAccessibility(
        texts,
        (id) => nameOf(Number(id)),
        (id) => indexOf(id) + 1,
      )}
    >
      <SortableContext items={[...ids]} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
