import { pluralRu } from '@vitrina/contracts/plural';
import type { MoveTexts } from '../sortable/sortable-accessibility';

// The words of the characteristics tab and its dialogs; those of spec §2.8 word for word.
export const characteristicTexts = {
  heading: 'Характеристики',
  add: 'Добавить',
  edit: 'Редактировать',
  clear: 'Очистить',
  none: 'Характеристики не добавлены',
  listLabel: 'Характеристики товара',
  noMainValues: 'Значение',
  mainValues: (title: string) => `Основные значения «${title}»`,
  move: (title: string) => `Переместить характеристику «${title}»`,
  rowActions: (title: string) => `Действия с характеристикой «${title}»`,
  remove: 'Удалить',
  /** What a delete confirmation calls one: «Характеристика «Цвет»». */
  kind: 'Характеристика',
  /** The heading's count: how many the product has. */
  count: (count: number) => `(${count})`,

  mainsDialog: 'Основные значения характеристик',
  mainsDialogHint: 'Отметьте основные значения каждой характеристики для этого товара',
  /** A characteristic without values, in the dialog of them all. */
  noValuesYet: 'У характеристики пока нет значений',

  clearTitle: 'Очистить характеристики',
  /** «Убрать из товара «Кеды» 3 характеристики?» */
  clearQuestion: (count: number, product: string) =>
    `Убрать из товара «${product}» ${count} ` +
    `${pluralRu(count, ['характеристику', 'характеристики', 'характеристик'])}?`,
  clearKeeps: 'Сами характеристики и их значения останутся в каталоге и у других товаров.',

  addDialog: 'Добавить характеристику',
  available: 'Характеристики для добавления',
  noneAvailable: 'У вас нет доступных характеристик!',
  createFirst: 'Создайте свою первую характеристику.',
  createNew: 'Создать новую характеристику',
  create: 'Создать',
  cancel: 'Отменить',

  title: 'Название характеристики',
  values: 'Значения',
  addValue: 'Добавить значение',
  valuePlaceholder: 'Укажите значение',
  value: (place: number) => `Значение ${place}`,
  removeValue: (place: number) => `Удалить значение ${place}`,

  mainsHint: 'Отметьте основные значения для этого товара',
  noValues: 'У вас нет доступных значений для этой характеристики!',
  createFirstValue: 'Создайте первое значение.',
  save: 'Сохранить',
  deleteEverywhere: 'Удалить характеристику',
  /** Asked before a save deletes values that variants use. */
  deleteValuesTitle: 'Удаление значений',
  deleteValuesConfirm: 'Удалить и сохранить',

  /** What a screen reader hears while a row, named by its characteristic, is moved. */
  moves: {
    instructions:
      'Чтобы переместить характеристику, нажмите пробел или Enter, двигайте её стрелками, ' +
      'пробелом или Enter поставьте на место; Escape отменяет перемещение.',
    pickedUp: (title) => `Характеристика «${title}» поднята.`,
    over: (title, place) => `Характеристика «${title}» над местом ${place}.`,
    outside: (title) => `Характеристика «${title}» вне списка.`,
    dropped: (title, place) => `Характеристика «${title}» поставлена на место ${place}.`,
    unmoved: (title) => `Характеристика «${title}» осталась на месте.`,
    cancelled: (title) => `Перемещение отменено, характеристика «${title}» осталась на месте.`,
  } satisfies MoveTexts,
} as const;
