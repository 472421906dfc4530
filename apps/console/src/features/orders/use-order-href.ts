import { useSearchParams } from 'react-router';
import { ORDER_PARAM } from '@vitrina/contracts/console-paths';

/** The address of this list, its filters kept, with what `param` names open in the drawer. */
export function useDrawerHref(param: string): (id: number) => string {
  const [searchParams] = useSearchParams();
  return (id) => {
    const params = new URLSearchParams(searchParams);
    params.set(param, String(id));
    return `?${params}`;
  };
}

/** The address of this list, its filters kept, with an order open in the drawer. */
export const useOrderHref = () => useDrawerHref(ORDER_PARAM);
