import { skipToken } from '@reduxjs/toolkit/query/react';
import { CUSTOMER_PARAM } from '@vitrina/contracts/console-paths';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { Suspense, useState } from 'react';
import { routeId } from '../../../shared/config/route-id';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { SideDrawer } from '../../../shared/ui/side-drawer';
import { useCustomerQuery } from './customers-api';

// The buyer's card (orders, note, erasure) loads when the browser idles (decision 0072).
const CustomerDrawerBody = lazyWhenIdle(() => import('./customer-drawer-body'));

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
      <Suspense fallback={<PageLoader />}>
        <CustomerDrawerBody
          customerId={customerId}
          erasing={erasing}
          onErasing={() => {
            setErasedId(customerId);
            close();
          }}
        />
      </Suspense>
    </SideDrawer>
  );
}
