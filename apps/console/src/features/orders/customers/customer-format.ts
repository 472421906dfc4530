import { customerTexts } from '@vitrina/contracts/customer-texts';
import type { Customer } from '@vitrina/contracts/customers';
import { formatOrderTotal } from '../../../shared/ui/orders/order-format';

/** What a buyer spent, their cancelled orders left out: rubles, or that no order had a price. */
export const formatSpent = (customer: Pick<Customer, 'total_spent'>) =>
  formatOrderTotal({ total: customer.total_spent });

/** How many orders and for how much: «3 заказа · 6 000 ₽». */
export const ordersAndSpent = (customer: Pick<Customer, 'orders_count' | 'total_spent'>) =>
  `${customerTexts.ordersCount(customer.orders_count)} · ${formatSpent(customer)}`;
