// Shops, their members and roles (decision 57): one table of what each role may do, read by the
// server's permission check and the console's hiding of what a role cannot do. Plain values (no
// zod), so the console's first bundle may read them.

export const SHOP_ROLES = ['OWNER', 'ADMIN', 'ORDER_MANAGER', 'CONTENT_MANAGER'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

export const SHOP_ROLE_LABELS = {
  OWNER: 'Владелец',
  ADMIN: 'Администратор',
  ORDER_MANAGER: 'Менеджер заказов',
  CONTENT_MANAGER: 'Контент-менеджер',
} as const satisfies Record<ShopRole, string>;

/** The roles an invitation or a role change may give; ownership moves only by a transfer. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'ORDER_MANAGER', 'CONTENT_MANAGER'] as const;

export const PERMISSIONS = [
  /** The shop's title and checklist: every member. */
  'shop.read',
  'shop.write',
  'shop.delete',
  /** The members and invitations, and the journal of actions. */
  'team.read',
  'team.write',
  /** Owners among the team: transferring ownership. */
  'team.owners',
  'catalog.read',
  'catalog.write',
  'sites.read',
  'sites.write',
  /** Widgets, their showcases, style and publishing. */
  'widgets.read',
  'widgets.write',
  /** Orders and the buyers' names, phones and e-mails in them, their exports included. */
  'orders.read',
  'orders.write',
  /** The services where orders arrive and what went through them (no buyer's data). */
  'services.read',
  'services.write',
  'analytics.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const CONTENT: Permission[] = [
  'catalog.read',
  'catalog.write',
  'sites.read',
  'sites.write',
  'widgets.read',
  'widgets.write',
];
const ALL_BUT_OWNERS = PERMISSIONS.filter((p) => p !== 'team.owners' && p !== 'shop.delete');

export const ROLE_PERMISSIONS: Record<ShopRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  ADMIN: ALL_BUT_OWNERS,
  ORDER_MANAGER: [
    'shop.read',
    'catalog.read',
    'sites.read',
    'widgets.read',
    'orders.read',
    'orders.write',
    'services.read',
    'analytics.read',
  ],
  CONTENT_MANAGER: ['shop.read', ...CONTENT, 'services.read', 'analytics.read'],
};

export function roleCan(role: ShopRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What a route asks of its caller: a permission in the current shop, or only a signed-in
 * account (its profile, its shops, an invitation to accept).
 */
export type RouteAccess = Permission | 'account';

export { SHOP_HEADER } from './shop-scope';

export const SHOP_ACTIONS = [
  'widget.published',
  'widget.unpublished',
  'product.deleted',
  'collection.deleted',
  'member.invited',
  'invitation.revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'shop.renamed',
  'shop.time_zone_changed',
  'shop.buyer_letters_changed',
  'message_template.changed',
  'message_template.reset',
  'customer.erased',
  'payments.connected',
  'payments.changed',
  'payments.disconnected',
  'order.refunded',
  'webhook.added',
  'webhook.changed',
  'webhook.deleted',
] as const;
export type ShopAction = (typeof SHOP_ACTIONS)[number];

export const SHOP_ACTION_LABELS = {
  'widget.published': 'Опубликовал виджет',
  'widget.unpublished': 'Снял виджет с публикации',
  'product.deleted': 'Удалил товар',
  'collection.deleted': 'Удалил коллекцию',
  'member.invited': 'Пригласил участника',
  'invitation.revoked': 'Отозвал приглашение',
  'member.joined': 'Вступил в магазин',
  'member.role_changed': 'Изменил роль участника',
  'member.removed': 'Удалил участника',
  'member.left': 'Покинул магазин',
  'ownership.transferred': 'Передал владение',
  'shop.renamed': 'Переименовал магазин',
  'shop.time_zone_changed': 'Изменил часовой пояс магазина',
  'shop.buyer_letters_changed': 'Изменил письма покупателям',
  'message_template.changed': 'Изменил шаблон сообщения',
  'message_template.reset': 'Вернул шаблон сообщения по умолчанию',
  'customer.erased': 'Удалил данные покупателя',
  'payments.connected': 'Подключил оплату онлайн',
  'payments.changed': 'Изменил настройки оплаты онлайн',
  'payments.disconnected': 'Отключил оплату онлайн',
  'order.refunded': 'Оформил возврат',
  'webhook.added': 'Добавил вебхук',
  'webhook.changed': 'Изменил вебхук',
  'webhook.deleted': 'Удалил вебхук',
} as const satisfies Record<ShopAction, string>;
