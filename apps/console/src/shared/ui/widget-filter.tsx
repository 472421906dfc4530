import { useSitesWithWidgetsQuery } from '../api/site-reads';
import { FilterSelect } from './filter-select';

interface WidgetFilterProps {
  /** The chosen widget's id, or '' for all of them. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * «Все виджеты» or one of the merchant's widgets, grouped under their sites. A widget of the
 * address that is none of them (deleted, or another merchant's) matches no option, and a native
 * select then shows its first: «Все виджеты».
 */
export function WidgetFilter({ value, onChange }: WidgetFilterProps) {
  const { data: sites = [] } = useSitesWithWidgetsQuery();
  const withWidgets = sites.filter((site) => site.widgets?.length);
  return (
    <FilterSelect label="Виджет" value={value} onChange={onChange} allLabel="Все виджеты">
      {withWidgets.map((site) => (
        <optgroup key={site.id} label={site.title}>
          {site.widgets!.map((widget) => (
            <option key={widget.id} value={widget.id}>
              {widget.title}
            </option>
          ))}
        </optgroup>
      ))}
    </FilterSelect>
  );
}
