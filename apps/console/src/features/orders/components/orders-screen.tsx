import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ORDERS_TITLE } from '../order-texts';
import { useOrderFilters } from '../use-order-filters';
import { ExportButtons } from './export-buttons';
import { OrderDrawer } from './order-drawer';
import { OrderFiltersBar } from './order-filters-bar';
import { OrderList } from './order-list';
import { OrdersTabs } from './orders-tabs';

/** /orders: the merchant's orders, filtered, exported, and each opened in a drawer. */
export function OrdersScreen() {
  const { filter, ...filters } = useOrderFilters();
  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>{ORDERS_TITLE}</PageHeading>
      <OrdersTabs />
      <OrderFiltersBar {...filters} />
      <ExportButtons filter={filter} />
      <OrderList filter={filter} />
      <OrderDrawer />
    </Stack>
  );
}
