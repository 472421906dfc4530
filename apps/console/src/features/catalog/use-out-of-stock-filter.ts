import { useSearchParams } from 'react-router';
import { useReplaceSearchParam } from '../../shared/ui/use-search-param';

/** The address keeps the filter under the rows call's own name and value: `?stock=out`. */
const STOCK_PARAM = 'stock';
const OUT = 'out';

/**
 * The collection page's «Нет в наличии» filter, kept in the address as the search is, so a
 * reload or a link keeps it; a change replaces the history entry.
 */
export function useOutOfStockFilter(): [on: boolean, setOn: (on: boolean) => void] {
  const [searchParams] = useSearchParams();
  const replaceParam = useReplaceSearchParam();
  return [
    searchParams.get(STOCK_PARAM) === OUT,
    (on) => replaceParam(STOCK_PARAM, on ? OUT : null),
  ];
}
