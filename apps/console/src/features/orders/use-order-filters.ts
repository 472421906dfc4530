import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../shared/search/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useSearchQuery } from '../../shared/search/use-search-query';
import { useReplaceSearchParam } from '../../shared/ui/use-search-param';
import type { OrdersListArgs } from './api/orders-api';
import { filterOfParams, type FilterParam } from './order-filter-params';

/**
 * The list's filters, kept in the address so a reload or a shared link keeps them; each change
 * replaces the history entry. `filter` is what the list and the exports ask the server for.
 */
export function useOrderFilters() {
  const [searchParams] = useSearchParams();
  const replaceParam = useReplaceSearchParam();
  const [query, setQuery] = useSearchQuery();
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  const filter: OrdersListArgs = { ...filterOfParams(searchParams), search: search || undefined };
  const setParam = (name: FilterParam, value: string) => replaceParam(name, value);

  return { params: searchParams, filter, query, setQuery, setParam };
}
