import { CustomersScreen } from '../../features/orders/customers/customers-screen';
import { RequirePermission } from '../../shared/shop/require-permission';

export function Component() {
  return (
    <RequirePermission permission="orders.read">
      <CustomersScreen />
    </RequirePermission>
  );
}
