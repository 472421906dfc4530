import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { RequirePermission } from '../../shared/shop/require-permission';

export function Component() {
  return (
    <RequirePermission permission="orders.read">
      <OrdersScreen />
    </RequirePermission>
  );
}
