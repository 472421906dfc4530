import { pluralRu } from '@vitrina/contracts/plural';

/** How many labels the removal question names before it says how many more. */
const NAMED_MAX = 10;

// The words of the «Варианты» tab; the rules' messages are the contract's (`variantMessages`).
export const variantTexts = {
  save: 'Сохранить',
  reset: 'Отменить изменения',
  saveFailed: 'Не удалось сохранить варианты',

  options: 'Характеристики вариантов',
  optionsHint:
    'Выберите до трёх характеристик товара и их значения: каждое сочетание значений станет ' +
    'вариантом со своими ценой, артикулом и остатком.',
  noCharacteristics:
    'У товара нет характеристик. Добавьте их на вкладке «Характеристики», чтобы составить варианты.',
  addOption: 'Добавить характеристику',
  optionValues: (title: string) => `Значения «${title}»`,
  removeOption: (title: string) => `Убрать «${title}» из вариантов`,

  combinations: (count: number) => `Сочетания (${count})`,
  noCombinations: 'Выберите характеристики и значения, чтобы составить сочетания.',
  list: 'Варианты товара',
  filter: 'Показать',
  filterAll: 'Все варианты',
  setPrice: 'Установить цену',
  setStock: 'Установить остаток',
  setFor: (count: number) =>
    `Для ${count} ${pluralRu(count, ['варианта', 'вариантов', 'вариантов'])}`,
  set: 'Установить',
  samePriceHint: 'Пустая цена — цена товара',

  sku: 'Артикул',
  price: 'Цена, ₽',
  discount: 'Скидка',
  discountType: (symbol: string) => `Тип скидки: ${symbol}`,
  stock: 'Остаток',
  photo: 'Фото',
  productPhoto: 'Фото товара',
  photoNumber: (place: number) => `Фото ${place}`,
  enabled: 'В продаже',
  remove: 'Удалить вариант',
  restore: 'Вернуть',

  removeTitle: 'Удаление вариантов',
  removeConfirm: 'Удалить и сохранить',
  cancel: 'Отменить',
  /** «Будут удалены варианты: «красный, 250 мл», «синий, 250 мл» (всего 2).» */
  willRemove: (labels: readonly string[]) => {
    const named = labels.slice(0, NAMED_MAX).map((label) => `«${label}»`);
    const more = labels.length > NAMED_MAX ? ` и ещё ${labels.length - NAMED_MAX}` : '';
    return `Будут удалены варианты: ${named.join(', ')}${more} (всего ${labels.length}).`;
  },
  /** Before a characteristic's value, or the characteristic, goes with the variants using it. */
  variantsGo: (count: number) => `Будет удалено вариантов: ${count}`,
} as const;
