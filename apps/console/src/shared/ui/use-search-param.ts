import { useSearchParams } from 'react-router';

/**
 * A query parameter of the page's address, and a way to remove it once it has been handled
 * (the history entry is replaced, so Back does not bring it again). Other parameters stay.
 */
export function useSearchParam(name: string): [value: string | null, remove: () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const remove = () =>
    setSearchParams(
      (params) => {
        params.delete(name);
        return params;
      },
      { replace: true },
    );
  return [searchParams.get(name), remove];
}
