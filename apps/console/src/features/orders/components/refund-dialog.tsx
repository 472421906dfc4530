import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

/**
 * The refund's dialog: how much to give back, the whole of what is left unless changed. Its form
 * loads when the browser is idle, not with the orders (decision 0038).
 */
export const RefundDialog = deferUntilOpen(
  () => import('./refund-dialog-content'),
  ({ open }) => open,
);
