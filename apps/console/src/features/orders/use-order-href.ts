import { useSearchParams } from 'react-router';
import { ORDER_PARAM } from '@vitrina/contracts/console-paths';

/** The address of this list, its filters kept, with an order open in the drawer. */
export function useOrderHref(): (orderId: number) => string {
  const [searchParams] = useSearchParams();
  return (orderId) => {
    const params = new URLSearchParams(searchParams);
    params.set(ORDER_PARAM, String(orderId));
    return `?${params}`;
  };
}
