/** The words of the settings page's «Шаблоны» tab. */
export const MESSAGE_TEMPLATES_TEXTS = {
  heading: 'Шаблоны сообщений',
  explanation:
    'Тексты сообщений о заявках: вам — в Telegram и на почту, покупателю — на почту. ' +
    'Подстановки в фигурных скобках заменятся данными заявки; сохраните изменения кнопкой «Сохранить изменения».',
  loadFailed: 'Не удалось загрузить шаблоны',
  navLabel: 'Шаблоны',
  merchantGroup: 'Вам',
  buyerGroup: 'Покупателю',
  unsaved: 'Не сохранено',
  ownText: 'Свой текст',
  defaultText: 'Текст по умолчанию',
  field: 'Текст шаблона',
  length: (length: number, max: number) => `${length} из ${max}`,
  placeholders: 'Подстановки',
  insert: (token: string, hint: string) => `Вставить ${token}: ${hint}`,
  preview: 'Пример',
  previewOf: (number: number) => `На последней заявке, #${number}`,
  previewOfSample: 'На примере заявки',
  previewFailed: 'Не удалось загрузить пример',
  reset: 'Сбросить',
  resetTitle: 'Сбросить шаблон?',
  resetText: (label: string) =>
    `Шаблон «${label}» вернётся к тексту по умолчанию, а ваш текст пропадёт.`,
  resetCancel: 'Отмена',
  resetDone: 'Шаблон возвращён к тексту по умолчанию',
  resetFailed: 'Не удалось сбросить шаблон',
  saved: 'Шаблоны сохранены',
  savedOne: 'Шаблон сохранён',
  saveRefused: 'Исправьте ошибки в шаблонах',
  saveFailed: 'Не удалось сохранить шаблон',
} as const;
