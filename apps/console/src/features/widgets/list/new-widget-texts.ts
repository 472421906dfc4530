/** The words of the dialog that creates a widget from the «Виджеты» screen. */
export const NEW_WIDGET_TEXTS = {
  title: 'Новый виджет',
  chooseSite: 'Выберите площадку, на сайте которой будет виджет.',
  siteChosen: (title: string) => `Площадка: ${title}`,
  noSites: 'Виджет показывается на сайте площадки. Сначала добавьте площадку.',
  toSites: 'К площадкам',
  sitesFailed: 'Не удалось загрузить площадки',
  create: 'Создать',
} as const;
