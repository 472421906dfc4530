import { useSitesWithWidgetsQuery } from '../api/site-reads';
import { FilterSelect } from './filter-select';

interface WidgetFilterProps {
  /** The chosen widget's id, or '' for all of them. */
  value: string;
  onChange: (value: string) => void;
}

/** «Все виджеты» or one of the merchant's widgets, grouped under their sites. */
export function WidgetFilter({ value, onChange }: WidgetFilterProps) {
  const { data: sites = [] } = useSitesWithWidgetsQuery();
  const withWidgets = sites.filter((site) => site.widgets?.length);
  // A widget since deleted, or another merchant's, reads as none chosen: it matches nothing.
  const known = withWidgets.some((site) => site.widgets!.some(({ id }) => String(id) === value));
  return (
    <FilterSelect
      label="Виджет"
      value={known ? value : ''}
      onChange={onChange}
      allLabel="Все виджеты"
    >
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
