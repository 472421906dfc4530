import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { rejectedOrderTexts } from '@vitrina/contracts/rejected-order-texts';
import { paths } from '@vitrina/contracts/console-paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Suspense } from 'react';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { lazyBesideData } from '../../../shared/ui/load-when-idle';
import { PageLoader } from '../../../shared/ui/page-loader';
import { NOTHING_FOUND_TEXT } from '../../../shared/ui/searched-cards';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { useOrdersInfiniteQuery, type OrdersListArgs } from '../api/orders-api';
import { LOAD_FAILED_TEXT, NO_ORDERS_TEXT } from '../order-texts';
import { useOrderHref } from '../use-order-href';
import { ShowMoreButton } from '../../../shared/ui/show-more-button';

// The table and the cards load beside the orders' read, while the list shows its loader
// (decision 0072).
const OrdersTable = lazyBesideData(() =>
  import('./orders-table').then((module) => ({ default: module.OrdersTable })),
);
const OrderCards = lazyBesideData(() =>
  import('./order-cards').then((module) => ({ default: module.OrderCards })),
);

const isFiltered = (filter: OrdersListArgs) => Object.values(filter).some((value) => value);

const noOrders = (
  <EmptyState
    text={NO_ORDERS_TEXT}
    action={
      <Button component={RouterLink} to={paths.sites} variant="outlined">
        К площадкам
      </Button>
    }
  />
);

/** The filtered orders, newest first, a page at a time; or why there are none. */
export function OrderList({ filter }: { filter: OrdersListArgs }) {
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useOrdersInfiniteQuery(filter);
  const hrefOf = useOrderHref();
  const isDesktop = useViewport() === 'desktop';

  if (isLoading) return <PageLoader />;
  if (isError) return <FailureAlert message={LOAD_FAILED_TEXT} error={error} />;
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
  if (orders.length === 0 && filter.rejected && !filter.search)
    return <EmptyState text={rejectedOrderTexts.noRejected} />;
  if (orders.length === 0)
    return isFiltered(filter) ? <EmptyState text={NOTHING_FOUND_TEXT} /> : noOrders;

  return (
    <Suspense fallback={<PageLoader />}>
      <Stack sx={{ gap: 2, alignItems: 'stretch' }}>
        {isDesktop ? (
          <OrdersTable orders={orders} hrefOf={hrefOf} />
        ) : (
          <OrderCards orders={orders} hrefOf={hrefOf} />
        )}
        <ShowMoreButton {...{ hasNextPage, isFetchingNextPage, fetchNextPage }} />
      </Stack>
    </Suspense>
  );
}
