import { useSearchParams } from 'react-router';

/** The query parameter that names the order open in the drawer, so a reload keeps it open. */
export const ORDER_PARAM = 'order';

/** The address of this list, its filters kept, with an order open in the drawer. */
export function useOrderHref(): (orderId: number) => string {
  const [searchParams] = useSearchParams();
  return (orderId) => {
    const params = new URLSearchParams(searchParams);
    params.set(ORDER_PARAM, String(orderId));
    return `?${params}`;
  };
}
