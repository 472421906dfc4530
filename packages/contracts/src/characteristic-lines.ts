// What a product card shows of the product's characteristics (spec §2.8): one line a
// characteristic, «Цвет: красный, синий». Plain values (no zod) so the widget can import it.

interface CardCharacteristic {
  title: string;
  values: readonly { value: string; main_value: boolean }[];
}

/**
 * «Title: value, value» for each characteristic that has main values, in the product's order;
 * a characteristic without main values shows nothing.
 */
export function mainValueLines(characteristics: readonly CardCharacteristic[]): string[] {
  return characteristics.flatMap(({ title, values }) => {
    const mains = values.filter((value) => value.main_value).map(({ value }) => value);
    return mains.length > 0 ? [`${title}: ${mains.join(', ')}`] : [];
  });
}
