// The console's words for the catalog's import and export (issue 31): the buttons, the import
// dialog's steps and the progress on the collection page. The server's reasons are in
// import-messages.ts. Free of zod: the collection page's first load carries some of them.
import { IMPORT_LIMITS } from './limits';

const count = (value: number) => value.toLocaleString('ru-RU');
const MB = 1024 * 1024;

/** «Прочитано 120 из 500», or «Прочитано 120» while the total is not yet known. */
const ofTotal = (verb: string, done: number, total: number | null) =>
  total === null ? `${verb} ${count(done)}` : `${verb} ${count(done)} из ${count(total)}`;

interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
  refused: number;
}

/** What an apply wrote. */
const result = (summary: ImportCounts) =>
  `Создано ${count(summary.created)}, обновлено ${count(summary.updated)}, ` +
  `без изменений ${count(summary.skipped)}, пропущено с ошибками ${count(summary.refused)}`;

export const importTexts = {
  importButton: 'Импорт',
  exportButton: 'Экспорт',
  exportFormats: { csv: 'CSV', xlsx: 'Excel (XLSX)' },
  exportFailed: 'Не удалось скачать файл',

  dialogTitle: 'Импорт товаров',
  chooseFile: 'Выбрать файл',
  fileHint:
    `Таблица CSV или Excel (XLSX), фид YML или выгрузка CommerceML: import.xml с offers.xml ` +
    `или архив ZIP. До ${IMPORT_LIMITS.fileBytesMax / MB} МБ. Сначала файл проверяется — ` +
    'в каталоге ничего не изменится, пока вы не нажмёте «Применить».',
  sendFailed: 'Не удалось отправить файл — попробуйте ещё раз',
  jobLoadFailed: 'Не удалось узнать, как идёт импорт',

  checking: 'Проверка файла',
  writing: 'Запись товаров',
  read: (done: number, total: number | null) => ofTotal('Прочитано', done, total),
  written: (done: number, total: number | null) => ofTotal('Записано', done, total),
  keepsRunning: 'Импорт продолжится, даже если закрыть окно или вкладку',

  columns: 'Столбцы файла',
  columnHeader: 'Столбец',
  columnSamples: 'Примеры',
  columnTarget: 'Куда загрузить',
  /** The accessible name of a column's target select. */
  targetOf: (header: string) => `Куда загрузить столбец «${header}»`,
  skipColumn: 'Не загружать',
  noHeader: (column: number) => `Столбец ${column}`,
  sheet: 'Лист',
  checkAgain: 'Проверить снова',
  mappingChanged: 'Столбцы изменены — нажмите «Проверить снова», чтобы увидеть результат',

  summary: 'Итог проверки',
  willCreate: (value: number) => `Будет создано: ${count(value)}`,
  willUpdate: (value: number) => `Будет обновлено: ${count(value)}`,
  unchanged: (value: number) => `Без изменений: ${count(value)}`,
  refused: (value: number) => `С ошибками: ${count(value)}`,
  errors: 'Ошибки',
  firstErrors: (shown: number, all: number) =>
    `Показаны первые ${count(shown)} из ${count(all)} — все есть в файле строк с ошибками`,
  downloadRefused: 'Скачать строки с ошибками (CSV)',

  preview: 'Первые товары файла',
  previewColumns: {
    row: 'Строка',
    action: 'Что будет',
    title: 'Название',
    sku: 'Артикул',
    price: 'Цена',
    categories: 'Категории',
  },
  previewActions: { create: 'Новый', update: 'Изменится', skip: 'Без изменений' },

  applyAll: 'Применить все',
  applyValid: 'Применить только верные',
  applyAllRefused:
    'В файле есть строки с ошибками: исправьте их и загрузите файл снова или примените только верные строки',
  cancel: 'Отмена',
  stop: 'Остановить',
  close: 'Закрыть',

  done: 'Импорт завершён',
  result,
  /** The toast of an apply that ended with the dialog closed. */
  doneToast: (summary: ImportCounts) => `Импорт завершён: ${result(summary)}`,
  stoppedToast: (failure: string, summary: ImportCounts) => `${failure}. ${result(summary)}`,
  photosFailed: (value: number) =>
    `Не удалось загрузить фото: ${count(value)} — товары сохранены без них`,
} as const;
