import Stack from '@mui/material/Stack';
import { rejectedOrderTexts } from '@vitrina/contracts/rejected-order-texts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@vitrina/contracts/order-statuses';
import { SearchField } from '../../../shared/ui/search-field';
import { REJECTED_CHOICE, type FilterParam } from '../order-filter-params';
import type { useOrderFilters } from '../use-order-filters';
import { FilterSelect } from '../../../shared/ui/filter-select';
import { OutlinedTextField } from '../../../shared/ui/form/outlined-text-field';
import { WidgetFilter } from '../../../shared/ui/widget-filter';

type OrderFiltersBarProps = Pick<
  ReturnType<typeof useOrderFilters>,
  'params' | 'query' | 'setQuery' | 'setParam'
>;

/**
 * The search by number, name, phone, or a line's product title or SKU, and the filters by status
 * (or the orders refused quietly), widget and period.
 */
export function OrderFiltersBar({ params, query, setQuery, setParam }: OrderFiltersBarProps) {
  const valueOf = (name: FilterParam) => params.get(name) ?? '';
  const dayField = (name: 'from' | 'to', label: string) => (
    <OutlinedTextField
      type="date"
      size="small"
      label={label}
      value={valueOf(name)}
      onChange={(event) => setParam(name, event.target.value)}
      shrinkLabel
      fullWidth={false}
    />
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <SearchField value={query} onChange={setQuery} />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <FilterSelect
          label="Статус"
          value={valueOf('status')}
          onChange={(value) => setParam('status', value)}
          allLabel="Все статусы"
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
          <option value={REJECTED_CHOICE}>{rejectedOrderTexts.rejectedFilter}</option>
        </FilterSelect>
        <WidgetFilter value={valueOf('widget')} onChange={(value) => setParam('widget', value)} />
        {dayField('from', 'С')}
        {dayField('to', 'По')}
      </Stack>
    </Stack>
  );
}
