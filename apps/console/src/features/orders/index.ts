// What other features may use of the orders: the one-page read of the list (the bell, the home
// dashboard) and the status chip.
export { useOrdersPageQuery, type OrdersListArgs } from './api/orders-api';
export { OrderStatusChip } from './components/order-status-chip';
