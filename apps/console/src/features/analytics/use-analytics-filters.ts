import type { AnalyticsQuery } from '@vitrina/contracts/analytics';
import { useSearchParams } from 'react-router';
import { useShopTime } from '../../shared/shop/use-shop-time';
import { filtersOf } from './analytics-filters';

type FilterChanges = Partial<Record<keyof AnalyticsQuery, string>>;

/**
 * The period and the widget, kept in the address so a reload or a shared link shows the same
 * figures; each change replaces the history entry. An empty value removes its parameter.
 */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const { today } = useShopTime();

  const change = (changes: FilterChanges) =>
    setParams(
      (current) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) current.set(name, value);
          else current.delete(name);
        }
        return current;
      },
      { replace: true },
    );

  return { filters: filtersOf(params, today()), change };
}
