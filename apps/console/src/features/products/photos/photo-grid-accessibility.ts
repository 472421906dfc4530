import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

// What a screen reader hears while photos are moved (dnd-kit speaks English unless told).

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Чтобы переместить фото, нажмите пробел или Enter, двигайте его стрелками, ' +
    'пробелом или Enter поставьте на место; Escape отменяет перемещение.',
};

/** Announcements that name photos by their place in the grid, counted from 1. */
export function announcementsFor(positionOf: (id: UniqueIdentifier) => number): Announcements {
  return {
    onDragStart: ({ active }) => `Фото ${positionOf(active.id)} поднято.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Фото ${positionOf(active.id)} над местом ${positionOf(over.id)}.`
        : `Фото ${positionOf(active.id)} вне сетки.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Фото ${positionOf(active.id)} поставлено на место ${positionOf(over.id)}.`
        : `Фото ${positionOf(active.id)} осталось на месте.`,
    onDragCancel: ({ active }) =>
      `Перемещение отменено, фото ${positionOf(active.id)} осталось на месте.`,
  };
}
