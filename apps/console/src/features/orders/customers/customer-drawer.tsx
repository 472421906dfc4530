import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { CUSTOMER_PARAM } from '@vitrina/contracts/console-paths';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { useState } from 'react';
import { routeId } from '../../../shared/config/route-id';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { SideDrawer } from '../components/side-drawer';
import { CustomerDetailView } from './customer-detail-view';
import { useCustomerQuery } from './customers-api';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

interface DrawerBodyProps {
  customerId: number | null;
  /** The buyer's data is being erased: nothing of them is read or shown again. */
  erasing: boolean;
  onErasing: () => void;
}

function DrawerBody({ customerId, erasing, onErasing }: DrawerBodyProps) {
  const {
    data: customer,
    error,
    isLoading,
  } = useCustomerQuery(customerId === null || erasing ? skipToken : customerId);
  if (erasing) return null;
  if (customerId === null || isNotFound(error)) {
    return <Alert severity="info">{customerTexts.notFound}</Alert>;
  }
  if (error) return <FailureAlert message={customerTexts.loadFailed} error={error} />;
  if (isLoading || !customer) return <PageLoader />;
  return <CustomerDetailView customer={customer} onErasing={onErasing} />;
}

/** The buyer named by `?customer=`, in a drawer at the side (the whole screen on a phone). */
export function CustomerDrawer() {
  const [param, close] = useSearchParam(CUSTOMER_PARAM);
  const customerId = routeId(param ?? undefined);
  // Set at once as the erasure starts, before the navigation that closes the drawer: read
  // again after the erasure, the buyer would be a 404.
  const [erasedId, setErasedId] = useState<number | null>(null);
  const erasing = customerId !== null && customerId === erasedId;
  const { data: customer } = useCustomerQuery(
    customerId === null || erasing ? skipToken : customerId,
  );
  const title = customer?.name ?? customerTexts.cardTitle;

  return (
    <SideDrawer open={param !== null} title={title} onClose={close}>
      <DrawerBody
        customerId={customerId}
        erasing={erasing}
        onErasing={() => {
          setErasedId(customerId);
          close();
        }}
      />
    </SideDrawer>
  );
}
