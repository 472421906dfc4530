import { sameTimeZone, viewerTimeZone } from '@vitrina/contracts/time-zone';
import { lazy, Suspense, useState } from 'react';
import { useCurrentShop } from './shop-api';
import { isOfferAnswered } from './time-zone-offer-answers';
import { usePermissions } from './use-permissions';

// Asked once a shop and browser, rarely: its alert is no part of the first load.
const TimeZoneOfferAlert = lazy(() =>
  import('./time-zone-offer-alert').then((module) => ({ default: module.TimeZoneOfferAlert })),
);

/**
 * When the browser's clocks are in another zone than the shop's, the offer to set the shop's zone
 * to the browser's (issue 32): once a shop, to a member who may change it, until answered.
 */
export function TimeZoneOffer() {
  const shop = useCurrentShop();
  const { can } = usePermissions();
  const [browserZone] = useState(viewerTimeZone);
  // Answered in this page: hidden at once, whatever the shop's read says meanwhile.
  const [answeredShop, setAnsweredShop] = useState<number>();
  if (
    !shop ||
    !can('shop.write') ||
    sameTimeZone(shop.time_zone, browserZone) ||
    answeredShop === shop.id ||
    isOfferAnswered(shop.id, browserZone)
  ) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <TimeZoneOfferAlert
        shop={shop}
        browserZone={browserZone}
        onAnswered={() => setAnsweredShop(shop.id)}
      />
    </Suspense>
  );
}
