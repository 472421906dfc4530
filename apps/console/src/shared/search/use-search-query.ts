import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReplaceSearchParam } from '../ui/use-search-param';

/** The query parameter the list screens keep their search in, so a reload or a link keeps it. */
export const SEARCH_PARAM = 'q';

/** How long a search box that asks the server waits for the typing to pause. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search typed on a list screen, kept in the address; each change replaces the history
 * entry, so Back leaves the screen instead of stepping through the letters typed. The box reads
 * its own state: the address changes by a navigation, which would lag behind fast typing.
 */
export function useSearchQuery(): [query: string, setQuery: (query: string) => void] {
  const [searchParams] = useSearchParams();
  const replaceParam = useReplaceSearchParam();
  const [query, setQueryState] = useState(() => searchParams.get(SEARCH_PARAM) ?? '');
  const setQuery = (next: string) => {
    setQueryState(next);
    replaceParam(SEARCH_PARAM, next);
  };
  return [query, setQuery];
}
