import { pluralRu } from '@vitrina/contracts/plural';
import type { ChatShop } from './chat-keys.service';

const SHOPS = ['магазин', 'магазина', 'магазинов'] as const;
const DISCONNECTED = ['отключён', 'отключены', 'отключено'] as const;

/** What the provider's bot answers in chats, in Russian; keys in <code> copy with one tap. */
export const botReplies = {
  keys: (apiKey: string, secretKey: string) =>
    [
      'Ключи для приёма заявок в этот чат:',
      `API key: <code>${apiKey}</code>`,
      `Secret key: <code>${secretKey}</code>`,
      'Вставьте API key в поле «Telegram API key» в разделе «Отправка форм» консоли Vitrina. ' +
        'Secret key сохраните: с ним можно посмотреть магазины, подключённые к чату ' +
        '(/shops Secret key), и отключить их (/disconnect Secret key).',
      'Ключ срабатывает один раз; новый /start выдаёт новую пару, и неиспользованные старые ключи перестают действовать.',
    ].join('\n\n'),
  adminsOnly:
    'Ключами и подключёнными магазинами этого чата управляют только администраторы группы.',
  secretNeeded: (command: string) =>
    `Отправьте команду вместе с Secret key: /${command} Secret key`,
  secretUnknown: 'Этот Secret key не подходит к этому чату.',
  shops: (shops: ChatShop[]) =>
    shops.length === 0
      ? 'К этому чату не подключён ни один магазин.'
      : [
          'Магазины, подключённые к этому чату:',
          ...shops.map(
            ({ shop, title, isActive, apiKeyTail }) =>
              `• «${shop}» — ${title} (API key …${apiKeyTail})${isActive ? '' : ' — не активирован'}`,
          ),
        ].join('\n'),
  disconnected: (count: number) =>
    count === 0
      ? 'К этому чату не был подключён ни один магазин. Ключи чата больше не действуют.'
      : `От этого чата ${pluralRu(count, DISCONNECTED)} ${count} ${pluralRu(count, SHOPS)}. Ключи чата больше не действуют.`,
  /** Pressing an order card's button. */
  orderMoved: (label: string) => `Статус заявки: ${label}`,
  orderAlreadyMoved: 'Статус уже изменён',
  orderUnavailable: 'Эта заявка недоступна в этом чате',
} as const;
