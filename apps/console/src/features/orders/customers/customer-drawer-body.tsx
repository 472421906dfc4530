import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { CustomerDetailView } from './customer-detail-view';
import { useCustomerQuery } from './customers-api';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

export interface DrawerBodyProps {
  customerId: number | null;
  /** The buyer's data is being erased: nothing of them is read or shown again. */
  erasing: boolean;
  onErasing: () => void;
}

/** What the buyer's drawer shows: the buyer, or why it cannot. */
export default function CustomerDrawerBody({ customerId, erasing, onErasing }: DrawerBodyProps) {
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
