import { skipToken } from '@reduxjs/toolkit/query/react';
import { Suspense } from 'react';
import { routeId } from '../../../shared/config/route-id';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { useOrderQuery } from '../api/orders-api';
import { orderTitle } from '../order-texts';
import { ORDER_PARAM } from '@vitrina/contracts/console-paths';
import { SideDrawer } from '../../../shared/ui/side-drawer';

// The order's card (lines, status, payment, notes) loads when the browser idles (decision 0072).
const OrderDrawerBody = lazyWhenIdle(() => import('./order-drawer-body'));

/** The order named by `?order=`, in a drawer at the side (the whole screen on a phone). */
export function OrderDrawer() {
  const [param, close] = useSearchParam(ORDER_PARAM);
  const orderId = routeId(param ?? undefined);
  const { data: order } = useOrderQuery(orderId ?? skipToken);
  const title = order ? orderTitle(order.number) : 'Заказ';

  return (
    <SideDrawer open={param !== null} title={title} onClose={close}>
      <Suspense fallback={<PageLoader />}>
        <OrderDrawerBody orderId={orderId} />
      </Suspense>
    </SideDrawer>
  );
}
