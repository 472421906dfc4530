import Stack from '@mui/material/Stack';
import { CUSTOMER_PARAM } from '@vitrina/contracts/console-paths';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { NOTHING_FOUND_TEXT } from '../../../shared/ui/searched-cards';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { ShowMoreButton } from '../../../shared/ui/show-more-button';
import { useDrawerHref } from '../use-order-href';
import { CustomerCards } from './customer-cards';
import { useCustomersInfiniteQuery } from './customers-api';
import { CustomersTable } from './customers-table';

/** The buyers the search finds, newest last order first, a page at a time; or why there are none. */
export function CustomerList({ search }: { search: string | undefined }) {
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useCustomersInfiniteQuery(search ? { search } : {});
  const hrefOf = useDrawerHref(CUSTOMER_PARAM);
  const isDesktop = useViewport() === 'desktop';

  if (isLoading) return <PageLoader />;
  if (isError) return <FailureAlert message={customerTexts.loadFailed} error={error} />;
  const customers = data?.pages.flatMap((page) => page.customers) ?? [];
  if (customers.length === 0) {
    return <EmptyState text={search ? NOTHING_FOUND_TEXT : customerTexts.noCustomers} />;
  }

  return (
    <Stack sx={{ gap: 2, alignItems: 'stretch' }}>
      {isDesktop ? (
        <CustomersTable customers={customers} hrefOf={hrefOf} />
      ) : (
        <CustomerCards customers={customers} hrefOf={hrefOf} />
      )}
      <ShowMoreButton {...{ hasNextPage, isFetchingNextPage, fetchNextPage }} />
    </Stack>
  );
}
