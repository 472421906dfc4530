import { useSearchParams } from 'react-router';

/**
 * Sets a query parameter of the page's address, or removes it when the value is empty; the
 * history entry is replaced, so Back leaves the screen instead of stepping through each change.
 * Other parameters stay.
 */
export function useReplaceSearchParam(): (name: string, value: string | null) => void {
  const [, setSearchParams] = useSearchParams();
  return (name, value) =>
    setSearchParams(
      (params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
}

/**
 * A query parameter of the page's address, and a way to remove it once it has been handled
 * (the history entry is replaced, so Back does not bring it again). Other parameters stay.
 */
export function useSearchParam(name: string): [value: string | null, remove: () => void] {
  const [searchParams] = useSearchParams();
  const replaceParam = useReplaceSearchParam();
  return [searchParams.get(name), () => replaceParam(name, null)];
}
