import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { routeId } from '../../../shared/config/route-id';
import { OtherShopNotice } from '../../../shared/shop/other-shop-notice';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { useOrderQuery } from '../api/orders-api';
import { LOAD_FAILED_TEXT, ORDER_NOT_FOUND_TEXT, orderTitle } from '../order-texts';
import { ORDER_PARAM } from '@vitrina/contracts/console-paths';
import { OrderDetailView } from './order-detail-view';
import { SideDrawer } from './side-drawer';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

function DrawerBody({ orderId }: { orderId: number | null }) {
  const { data: order, error, isLoading } = useOrderQuery(orderId ?? skipToken);
  const notFound = <Alert severity="info">{ORDER_NOT_FOUND_TEXT}</Alert>;
  if (orderId === null) return notFound;
  // A link of another of the member's shops (its letter, its chat) offers to switch there.
  if (isNotFound(error)) return <OtherShopNotice kind="order" id={orderId} notFound={notFound} />;
  if (error) return <FailureAlert message={LOAD_FAILED_TEXT} error={error} />;
  if (isLoading || !order) return <PageLoader />;
  return <OrderDetailView order={order} />;
}

/** The order named by `?order=`, in a drawer at the side (the whole screen on a phone). */
export function OrderDrawer() {
  const [param, close] = useSearchParam(ORDER_PARAM);
  const orderId = routeId(param ?? undefined);
  const { data: order } = useOrderQuery(orderId ?? skipToken);
  const title = order ? orderTitle(order.number) : 'Заказ';

  return (
    <SideDrawer open={param !== null} title={title} onClose={close}>
      <DrawerBody orderId={orderId} />
    </SideDrawer>
  );
}
