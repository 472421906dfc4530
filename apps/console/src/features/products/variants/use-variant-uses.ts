import { useLazyGetVariantUsesQuery } from './variants-api';

/**
 * How many variants go with some values of a characteristic (all of them, unless told), read
 * right before the delete asks. A failed read counts none: the question is then the plain one.
 */
export function useVariantUses() {
  const [read, { isFetching: counting }] = useLazyGetVariantUsesQuery();

  const count = async (characteristicId: number, valueIds?: readonly number[]) => {
    const { data, error } = await read(characteristicId);
    if (!data) {
      console.error('The variants using the values were not counted', error);
      return 0;
    }
    return data.values
      .filter(({ value_id }) => valueIds === undefined || valueIds.includes(value_id))
      .reduce((sum, { variants }) => sum + variants, 0);
  };

  return { count, counting };
}
