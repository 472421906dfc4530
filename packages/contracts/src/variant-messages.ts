// What the merchant reads about a product's stock and variants (issue 29). A module of its own,
// out of `messages`, so the screens that never show a variant (the sign-in's among them) do not
// carry these texts in their first load.
import { VARIANT_LIMITS } from './limits';

export const variantMessages = {
  stockInvalid: 'Остаток должен быть целым неотрицательным числом',
  thresholdInvalid: 'Порог должен быть целым неотрицательным числом',
  tooManyOptions: `Вариантов может быть не больше чем по ${VARIANT_LIMITS.optionsMax} характеристикам`,
  tooManyVariants: `У товара может быть не больше ${VARIANT_LIMITS.variantsMax} вариантов`,
  optionRepeated: 'Характеристика указана в вариантах дважды',
  optionValuesRequired: 'Выберите хотя бы одно значение характеристики',
  /** An option of a characteristic the product does not have, or a value not of it. */
  optionNotOnProduct: 'Характеристика не добавлена к товару',
  valueNotInOptions: 'Значение варианта не выбрано в характеристиках вариантов',
  /** A variant's values are not one value of each option, in the options' order. */
  valuesMismatch: 'У варианта должно быть по одному значению каждой характеристики вариантов',
  combinationRepeated: 'Такое сочетание значений уже есть',
  /** An id that is not a variant of this product. */
  notFound: 'Вариант не найден у этого товара',
  photoNotOfProduct: 'Фото варианта должно быть фото этого товара',
  saved: 'Варианты сохранены',
  /** The merchant's services hear once when a stock falls to its threshold. */
  stockLow: (title: string, left: number) => `Заканчивается: ${title}, осталось ${left}`,
} as const;
