import type { Characteristic } from '@vitrina/contracts/characteristics';
import type { VariantOption } from '@vitrina/contracts/variants';

// How the options change; each answers the new list. Values keep their characteristic's order.

/** A characteristic joins the options with all its values, which the merchant then narrows. */
export const withOption = (options: VariantOption[], characteristic: Characteristic) => [
  ...options,
  { characteristic_id: characteristic.id, value_ids: characteristic.values.map(({ id }) => id) },
];

export const withoutOption = (options: VariantOption[], characteristicId: number) =>
  options.filter((option) => option.characteristic_id !== characteristicId);

export const withValueToggled = (
  options: VariantOption[],
  characteristic: Characteristic,
  valueId: number,
) =>
  options.map((option) => {
    if (option.characteristic_id !== characteristic.id) return option;
    const chosen = new Set(option.value_ids);
    if (!chosen.delete(valueId)) chosen.add(valueId);
    const value_ids = characteristic.values.map(({ id }) => id).filter((id) => chosen.has(id));
    return { ...option, value_ids };
  });
