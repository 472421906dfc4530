import type { ReactNode } from 'react';
import { matchesSearch } from '../search/search-text';
import { CardGrid } from './card-grid';
import { EmptyState } from './empty-state';

export const NOTHING_FOUND_TEXT = 'Ничего не найдено. Попробуйте изменить запрос.';

interface SearchedCardsProps<Item> {
  /** The accessible name of the list. */
  label: string;
  /** Undefined while they load: nothing is shown then. */
  items: readonly Item[] | undefined;
  query: string;
  /** The texts of an item that the search looks in. */
  searchedTexts: (item: Item) => readonly (string | null | undefined)[];
  renderCard: (item: Item) => ReactNode;
  /** Shown when there are no items at all: what to do to add the first. */
  empty: ReactNode;
}

/** A list screen's cards that match its search, or why there are none. */
export function SearchedCards<Item>(props: SearchedCardsProps<Item>) {
  const { label, items, query, searchedTexts, renderCard, empty } = props;
  if (!items) return null;
  if (items.length === 0) return empty;
  const found = items.filter((item) => matchesSearch(query, searchedTexts(item)));
  if (found.length === 0) return <EmptyState text={NOTHING_FOUND_TEXT} />;
  return <CardGrid label={label}>{found.map(renderCard)}</CardGrid>;
}
