// What other parts of the console may use of the orders: the one-page read of the list. The
// status chip and the time and total formats are shared UI (shared/ui/orders), since the bell
// and the home dashboard show orders too and a feature does not import another.
export { useOrdersPageQuery, type OrdersListArgs } from './api/orders-api';
