import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WidgetListItem } from '@vitrina/contracts/platform';
import { matchesSearch } from '../../../../shared/search/search-text';
import { useSearchQuery } from '../../../../shared/search/use-search-query';
import { Allowed } from '../../../../shared/shop/allowed';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { NOTHING_FOUND_TEXT } from '../../../../shared/ui/searched-cards';
import { SearchField } from '../../../../shared/ui/search-field';
import { useViewport } from '../../../../shared/ui/shell/use-viewport';
import { searchedTexts, WIDGET_LIST_TEXTS as TEXTS } from '../widget-list-texts';
import { WidgetCards } from './widget-cards';
import { WidgetTable } from './widget-table';

interface WidgetListProps {
  widgets: readonly WidgetListItem[];
  /** Opens the creation of a widget. */
  onCreate: () => void;
}

/**
 * The widgets that match the search: a table, or cards on a phone; or why there are none. It
 * loads beside the list's read, with its search box (decision 0072).
 */
export function WidgetList({ widgets, onCreate }: WidgetListProps) {
  const [query, setQuery] = useSearchQuery();
  const isPhone = useViewport() === 'mobile';

  if (widgets.length === 0) {
    return (
      <EmptyState
        text={TEXTS.empty}
        action={
          <Allowed permission="widgets.write">
            <Button variant="outlined" startIcon={<AddIcon />} onClick={onCreate}>
              {TEXTS.createFirst}
            </Button>
          </Allowed>
        }
      />
    );
  }
  const found = widgets.filter((widget) => matchesSearch(query, searchedTexts(widget)));
  return (
    <Stack sx={{ gap: 2 }}>
      <SearchField value={query} onChange={setQuery} />
      {found.length === 0 && <EmptyState text={NOTHING_FOUND_TEXT} />}
      {found.length > 0 &&
        (isPhone ? <WidgetCards widgets={found} /> : <WidgetTable widgets={found} />)}
    </Stack>
  );
}
