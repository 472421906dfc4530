import { useSitesWithWidgetsQuery } from '../../../shared/api/site-reads';
import { FilterSelect } from './filter-select';

interface WidgetFilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** The merchant's widgets to filter by, grouped under their sites. */
export function WidgetFilter({ value, onChange }: WidgetFilterProps) {
  const { data: sites = [] } = useSitesWithWidgetsQuery();
  return (
    <FilterSelect label="Виджет" value={value} onChange={onChange} allLabel="Все виджеты">
      {sites
        .filter((site) => site.widgets?.length)
        .map((site) => (
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
