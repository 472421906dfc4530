import { useNewOrdersCount } from '../../shared/api/orders-inbox';
import { useCurrentShop } from '../../shared/shop/shop-api';
import { usePermissions } from '../../shared/shop/use-permissions';
import { useLiveUpdates } from './use-live-updates';
import { useTabTitle } from './use-tab-title';

/** The shell's live part: the shop's event stream and the tab's title; draws nothing. */
export function LiveUpdates() {
  const { can, settled } = usePermissions();
  const readsOrders = settled && can('orders.read');
  const shop = useCurrentShop();
  useLiveUpdates(readsOrders ? shop?.id : undefined);
  useTabTitle(useNewOrdersCount(readsOrders));
  return null;
}
