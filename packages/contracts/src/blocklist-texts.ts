// What the console says of a shop's blocked buyers (issue 36, decision 74), the refusals of its
// calls and its limits. Plain values (no zod): the orders' screens take them without the schemas.
import { rejectedOrderTexts, type BlockedKind } from './rejected-order-texts';

export {
  BLOCKED_KINDS,
  BLOCKED_KIND_LABELS,
  blockedValueText,
  type BlockedKind,
} from './rejected-order-texts';

export const BLOCKLIST_LIMITS = {
  /** Entries a shop's list holds at most: each process keeps every shop's list it has used. */
  entriesMax: 1000,
  /** The longest value: an e-mail's 254 characters; phones and networks are shorter. */
  valueMaxLength: 254,
  noteMaxLength: 200,
} as const;

/** What the console says of the list, of blocking an order's buyer and of refused orders. */
export const blocklistTexts = {
  title: 'Блокировка покупателей',
  description:
    'Заказы с этих телефонов, адресов почты и IP-адресов отклоняются незаметно: покупатель видит ' +
    'обычное подтверждение, а уведомления, письма и списание остатков не происходят. Такие ' +
    'заказы видны на странице заказов в фильтре «Отклонённые».',
  columns: {
    kind: 'Тип',
    value: 'Значение',
    note: 'Заметка',
    createdAt: 'Добавлено',
  },
  empty:
    'Список пуст. Добавьте телефон, e-mail или IP-адрес, заказы с которых нужно отклонять, или ' +
    'нажмите «Заблокировать» в карточке заказа.',
  loadFailed: 'Не удалось загрузить список',
  add: 'Добавить',
  addTitle: 'Добавить в список',
  fields: {
    kind: 'Что блокировать',
    value: 'Значение',
    note: 'Заметка (не обязательно)',
  },
  /** What the value field expects, under it, by the kind chosen. */
  valueHints: {
    PHONE: 'Например, +7 900 123-45-67',
    EMAIL: 'Например, name@example.ru',
    NETWORK: 'Адрес или сеть: 203.0.113.7, 203.0.113.0/24, 2001:db8::/32',
  } satisfies Record<BlockedKind, string>,
  added: 'Добавлено в список',
  addFailed: 'Не удалось добавить в список',
  delete: 'Удалить',
  deleteTitle: 'Удаление из списка',
  deleteText: (value: string) =>
    `Удалить «${value}» из списка? Заказы с него снова будут приниматься как обычно.`,
  deleteCancel: 'Отменить',
  deleteConfirm: 'Удалить',
  deleted: (value: string) => `«${value}» удалено из списка`,
  deleteFailed: 'Не удалось удалить из списка',
  /** The order's card: its buyer's phone and e-mail into the list. */
  block: 'Заблокировать',
  blockTitle: 'Заблокировать покупателя?',
  blockText: (values: string[]) =>
    `В список блокировки попадут: ${values.join(', ')}. Следующие заказы с них будут ` +
    'отклоняться незаметно для покупателя. Этот заказ останется как есть.',
  blockCancel: 'Отменить',
  blockConfirm: 'Заблокировать',
  blocked: 'Покупатель заблокирован',
  /** The note of the entries an order's «Заблокировать» adds. */
  orderNote: (number: number) => `Заказ #${number}`,
  blockFailed: 'Не удалось заблокировать покупателя',
  ...rejectedOrderTexts,
  /** The order's card: what happened to a refused order, and why. */
  rejectedTitle: 'Заказ отклонён',
  rejectedNote:
    'Покупатель увидел обычное подтверждение. Уведомления и письма не отправлялись, остатки не ' +
    'списывались, в аналитике и покупателях заказ не учитывается.',
} as const;

/** Refusals of the list's calls. */
export const blocklistMessages = {
  valueRequired: 'Укажите, что блокировать',
  valueTooLong: `Значение не может быть длиннее ${BLOCKLIST_LIMITS.valueMaxLength} символов`,
  phoneInvalid: 'Введите телефон, например +7 900 123-45-67',
  emailInvalid: 'Введите e-mail, например name@example.ru',
  networkInvalid: 'Введите IP-адрес или сеть, например 203.0.113.7 или 203.0.113.0/24',
  noteTooLong: `Заметка не может быть длиннее ${BLOCKLIST_LIMITS.noteMaxLength} символов`,
  duplicate: (value: string) => `«${value}» уже в списке`,
  coveredByNetwork: (network: string) => `Этот адрес уже входит в сеть ${network} из списка`,
  tooMany: `В списке не может быть больше ${BLOCKLIST_LIMITS.entriesMax} записей`,
  notFound: 'Запись не найдена',
  /** The order's buyer was erased: no phone or e-mail is left to block. */
  nothingToBlock: 'Данные покупателя удалены: блокировать нечего',
  /** A refused order stays as it came: its status moves would tell the buyer. */
  rejectedOrderFixed: 'Статус отклонённого заказа не меняется',
} as const;
