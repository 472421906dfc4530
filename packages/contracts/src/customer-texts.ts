// What the console, the exports and the journal say of a shop's buyers (issue 32, decision 61),
// and their limits. Plain values (no zod): the console's screens take them without the schemas.
import { ORDER_LIMITS } from './limits';
import { pluralRu } from './plural';

/** Lengths in characters, and how many buyers a page and an export hold. */
export const CUSTOMER_LIMITS = {
  /** The merchant's private note on a buyer: as long as an order's. */
  noteMaxLength: ORDER_LIMITS.noteMaxLength,
  searchMaxLength: ORDER_LIMITS.searchMaxLength,
  pageMax: 100,
  pageDefault: 30,
  /** An export holds the buyers with the newest last orders, this many at most. */
  exportMax: 10_000,
} as const;

const ORDERS = ['заказ', 'заказа', 'заказов'] as const;

/** What an erased buyer's orders show instead of their name. */
const ERASED = 'Покупатель удалён';

/** What the console, the exports and the journal say of buyers. */
export const customerTexts = {
  /** The orders page's tab, its heading, and the export's sheet. */
  title: 'Покупатели',
  /** The column headers of the list, the card and the export, in their order. */
  columns: {
    name: 'Имя',
    phone: 'Телефон',
    email: 'E-mail',
    ordersCount: 'Заказов',
    totalSpent: 'Сумма покупок',
    firstOrder: 'Первый заказ',
    lastOrder: 'Последний заказ',
    note: 'Заметка',
  },
  erased: ERASED,
  /** «3 заказа». */
  ordersCount: (count: number) => `${count} ${pluralRu(count, ORDERS)}`,
  /** The card's first section, and the drawer's title until the buyer is read. */
  cardTitle: 'Покупатель',
  ordersSection: 'Заказы',
  notFound: 'Покупатель не найден',
  loadFailed: 'Не удалось загрузить покупателей',
  saveFailed: 'Не удалось сохранить изменения',
  noteSaved: 'Заметка сохранена',
  noCustomers:
    'Здесь появятся покупатели: каждый, кто оформит заказ через витрину, с числом заказов и суммой покупок.',
  erase: 'Удалить данные покупателя',
  eraseTitle: 'Удалить данные покупателя?',
  /** The confirmation: what goes, what stays, and that it cannot be undone. */
  eraseText: (ordersCount: number) =>
    `Имя, телефон, e-mail и комментарии будут удалены из всех заказов покупателя ` +
    `(${ordersCount}), заметка о нём — тоже. Товары, суммы и статусы заказов останутся, вместо ` +
    `имени будет написано «${ERASED}». Отменить это нельзя.`,
  eraseCancel: 'Отменить',
  eraseConfirm: 'Удалить данные',
  erasedDone: 'Данные покупателя удалены',
  eraseFailed: 'Не удалось удалить данные покупателя',
  /** The journal's subject of an erasure: which buyer and how many orders, no personal data. */
  erasedSubject: (customerId: number, ordersCount: number) =>
    `Покупатель #${customerId}, заказов: ${ordersCount}`,
} as const;

/** Refusals of the buyers' calls. */
export const customerMessages = {
  noteTooLong: `Заметка не может быть длиннее ${CUSTOMER_LIMITS.noteMaxLength} символов`,
  searchTooLong: `Поисковый запрос не может быть длиннее ${CUSTOMER_LIMITS.searchMaxLength} символов`,
  noteRequired: 'Укажите заметку: текст или null, чтобы её удалить',
} as const;
