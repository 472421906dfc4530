// What the import says to the merchant (issue 31), beyond a cell's reason (values.ts) and a
// file's (file-messages.ts, xml-messages.ts).
import { IMPORT_LIMITS } from './limits';

const MB = 1024 * 1024;

export const importMessages = {
  /** «Строка 17: цена «12,5О» не число». */
  atRow: (row: number, problem: string) => `Строка ${row}: ${problem}`,
  /** A feed's offer or product, counted from 1. */
  atOffer: (row: number, problem: string) => `Предложение ${row}: ${problem}`,
  fileRequired: 'Выберите файл для импорта',
  fileTooBig: `Файл больше ${IMPORT_LIMITS.fileBytesMax / MB} МБ — разделите его на части`,
  tooManyRows: `В файле больше ${IMPORT_LIMITS.rowsMax.toLocaleString('ru-RU')} строк — разделите его на части`,
  unknownFormat:
    'Не удалось узнать формат файла: загрузите таблицу CSV или XLSX, фид YML или выгрузку CommerceML (XML или ZIP)',
  notMultipart: 'Отправьте файл формой (multipart/form-data)',
  malformedBody: 'Файл пришёл не полностью — попробуйте загрузить его ещё раз',
  tooManyParts: 'Загрузите один файл (или два файла выгрузки CommerceML: import.xml и offers.xml)',
  modeInvalid: 'Режим импорта — dry_run (проверка) или apply (запись)',
  mappingInvalid: 'Сопоставление столбцов не прочитано — выберите столбцы заново',
  titleColumnRequired: 'Укажите, в каком столбце название товара',
  noRows: 'В файле нет ни одной строки с товаром',
  /** Another import of the collection has not ended. */
  busy: 'В эту коллекцию уже идёт импорт — дождитесь его окончания или отмените его',
  /** The rows of a variant group must come together. */
  groupSplit: (group: string) =>
    `строки группы «${group}» должны идти подряд — эта группа уже встречалась выше`,
  /** The collection has two products of this title and the row has no SKU to tell them apart. */
  titleAmbiguous: (title: string) =>
    `в коллекции несколько товаров «${title}» — укажите артикул, чтобы выбрать один`,
  tooManyVariants: (max: number) => `больше ${max} вариантов у одного товара`,
  tooManyOptions: (max: number) => `больше ${max} вариантов выбора (например, цвет и размер)`,
  groupWithoutOptions:
    'в группе несколько строк, но нет столбцов «Вариант: …» — укажите, чем различаются варианты',
  /** The characteristic has every value it may, and the row names another. */
  valuesFull: (title: string, max: number) =>
    `у характеристики «${title}» уже ${max} значений — новое не добавить`,
  tooManyCharacteristics: (max: number) => `больше ${max} характеристик у одного товара`,
  /** A variant's own problem, named by its row, on the product's. */
  atVariant: (row: number, problem: string) => `вариант в строке ${row}: ${problem}`,
  variantRepeated: 'такой вариант уже есть выше в этой группе',
  optionMissing: (title: string) => `не указано значение «${title}»`,
  photoFailed: (url: string) => `фото «${url}» не загрузилось`,
  /** Apply of all rows with refused ones: nothing is written. */
  refusedRowsFirst: (count: number) =>
    `В файле есть строки с ошибками (${count}) — исправьте их или примените только верные строки`,
  cancelled: 'Импорт отменён: то, что уже записано, осталось',
  serverFault: 'Импорт прервался из-за сбоя на сервере — запустите его снова',
  notFound: 'Импорт не найден',
} as const;
