import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { OtherShopNotice } from '../../../shared/shop/other-shop-notice';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useOrderQuery } from '../api/orders-api';
import { LOAD_FAILED_TEXT, ORDER_NOT_FOUND_TEXT } from '../order-texts';
import { OrderDetailView } from './order-detail-view';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** What the order's drawer shows: the order, or why it cannot. */
export default function OrderDrawerBody({ orderId }: { orderId: number | null }) {
  const { data: order, error, isLoading } = useOrderQuery(orderId ?? skipToken);
  const notFound = <Alert severity="info">{ORDER_NOT_FOUND_TEXT}</Alert>;
  if (orderId === null) return notFound;
  // A link of another of the member's shops (its letter, its chat) offers to switch there.
  if (isNotFound(error)) return <OtherShopNotice kind="order" id={orderId} notFound={notFound} />;
  if (error) return <FailureAlert message={LOAD_FAILED_TEXT} error={error} />;
  if (isLoading || !order) return <PageLoader />;
  return <OrderDetailView order={order} />;
}
