// What the orders' screens say of an order refused because its buyer is blocked (decision 74):
// apart from the blocklist's own texts, so the orders list loads these few and not the rest.
import { formatPhone } from './phone';

/** What an entry names: a buyer's phone, their e-mail, or the address (or network) they order from. */
export const BLOCKED_KINDS = ['PHONE', 'EMAIL', 'NETWORK'] as const;
export type BlockedKind = (typeof BLOCKED_KINDS)[number];

export const BLOCKED_KIND_LABELS = {
  PHONE: 'Телефон',
  EMAIL: 'E-mail',
  NETWORK: 'IP-адрес',
} as const satisfies Record<BlockedKind, string>;

/** An entry's value as people read it: a Russian phone grouped, anything else as kept. */
export const blockedValueText = (kind: BlockedKind, value: string) =>
  kind === 'PHONE' ? formatPhone(value) : value;

export const rejectedOrderTexts = {
  /** The orders page's filter, and the chip of such an order. */
  rejectedFilter: 'Отклонённые',
  rejectedChip: 'Отклонён',
  noRejected:
    'Отклонённых заказов нет. Сюда попадают заказы покупателей из списка блокировки ' +
    '(Настройки → Списки).',
  /** Why an order was refused: the entry it matched. */
  rejectionReason: (kind: BlockedKind, value: string) =>
    `${BLOCKED_KIND_LABELS[kind]} ${blockedValueText(kind, value)} в списке блокировки`,
} as const;
