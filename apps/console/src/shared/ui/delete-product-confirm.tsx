import { deferUntilOpen } from './deferred-until-open';

/**
 * The delete popup of a product: the collection page's rows and the product editor ask it. A
 * success shows the server's message in the green toast of spec §8; a failure is only logged.
 * It loads when the browser is idle, not with the page (decision 0038).
 */
export const DeleteProductConfirm = deferUntilOpen(
  () => import('./delete-product-confirm-content'),
  ({ product }) => product !== null,
);
