import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while the items of one list are moved (dnd-kit speaks English
 * unless told). Each text gets the moved item's name and, where it has one, a place counted
 * from 1; the list says the rest, so its words agree with its kind of item.
 */
export interface MoveTexts {
  instructions: string;
  pickedUp: (item: string) => string;
  over: (item: string, place: number) => string;
  outside: (item: string) => string;
  dropped: (item: string, place: number) => string;
  unmoved: (item: string) => string;
  cancelled: (item: string) => string;
}

/** The hints of one list: `nameOf` names an item, `placeOf` gives its place from 1. */
export function sortableAccessibility(
  texts: MoveTexts,
  nameOf: (id: UniqueIdentifier) => string,
  placeOf: (id: UniqueIdentifier) => number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: texts.instructions },
    announcements: {
      onDragStart: ({ active }) => texts.pickedUp(nameOf(active.id)),
      onDragOver: ({ active, over }) =>
        over ? texts.over(nameOf(active.id), placeOf(over.id)) : texts.outside(nameOf(active.id)),
      onDragEnd: ({ active, over }) =>
        over
          ? texts.dropped(nameOf(active.id), placeOf(over.id))
          : texts.unmoved(nameOf(active.id)),
      onDragCancel: ({ active }) => texts.cancelled(nameOf(active.id)),
    },
  };
}
