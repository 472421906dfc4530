import type { CollectionType } from '@vitrina/contracts/enums';

/**
 * One line under each type of the create dialog (issue 36): what a merchant keeps in such a
 * collection. The type names the collection's kind; its products are filled in the same way.
 */
export const COLLECTION_TYPE_HINTS = {
  PRODUCT: 'Вещи, которые покупатель заказывает и получает: одежда, посуда, техника',
  SERVICE: 'Работа, которую вы выполняете для клиента: стрижка, ремонт, урок',
  UNIT: 'Отдельные единицы для брони или аренды: номера, столики, автомобили',
  OBJECT: 'Недвижимость и другие объекты с подробным описанием: квартиры, дома, участки',
  CONTENT: 'Материалы для показа на сайте без продажи: статьи, новости, работы в портфолио',
} as const satisfies Record<CollectionType, string>;
