import type { WidgetListItem } from '@vitrina/contracts/platform';

/** The words of the list under the screen's tab (widgets-screen-texts.ts). */
export const WIDGET_LIST_TEXTS = {
  listLabel: 'Виджеты всех площадок',
  loadFailed: 'Не удалось загрузить виджеты',
  empty: 'Виджетов пока нет. Создайте первый: он покажет ваши товары на сайте.',
  createFirst: 'Создать виджет',
  columns: {
    site: 'Площадка',
    title: 'Виджет',
    publication: 'Публикация',
    lastOrder: 'Последний заказ',
    weekViews: 'Просмотры за неделю',
  },
  noOrders: 'Заказов не было',
  published: 'Опубликовано',
  notPublished: 'Не опубликовано',
  unpublishedChanges: 'Есть неопубликованные изменения',
} as const;

/** What the search looks in: the widget's title and its site's. */
export const searchedTexts = (widget: WidgetListItem) => [widget.title, widget.site.title];
