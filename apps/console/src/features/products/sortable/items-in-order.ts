/** The items that have these ids, in the order of the ids; an id of no item is passed over. */
export const itemsInOrder = <Item extends { id: number }>(
  items: readonly Item[],
  ids: readonly number[],
): Item[] => ids.flatMap((id) => items.find((item) => item.id === id) ?? []);
