import { deferUntilOpen } from './deferred-until-open';

/**
 * The 'Новый товар' dialog: asks for a title, creates the product and opens it. Its form loads
 * when the browser is idle, not with the page (decision 0038).
 */
export const AddProductDialog = deferUntilOpen(
  () => import('./add-product-dialog-content'),
  ({ open }) => open,
);
