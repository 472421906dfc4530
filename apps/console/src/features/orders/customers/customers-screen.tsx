import Stack from '@mui/material/Stack';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { useDebouncedValue } from '../../../shared/search/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useSearchQuery } from '../../../shared/search/use-search-query';
import { PageHeading } from '../../../shared/ui/page-heading';
import { SearchField } from '../../../shared/ui/search-field';
import { DownloadButtons } from '../components/export-buttons';
import { OrdersTabs } from '../components/orders-tabs';
import { CustomerDrawer } from './customer-drawer';
import { CustomerList } from './customer-list';
import { useCustomersExport } from './use-customers-export';

/**
 * /orders/customers: the shop's buyers, searched by name, phone or e-mail, exported, and each
 * opened in a drawer with their orders, a note and the erasure of their data.
 */
export function CustomersScreen() {
  const [query, setQuery] = useSearchQuery();
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>{customerTexts.title}</PageHeading>
      <OrdersTabs />
      <SearchField value={query} onChange={setQuery} />
      <DownloadButtons {...useCustomersExport(search)} />
      <CustomerList search={search} />
      <CustomerDrawer />
    </Stack>
  );
}
