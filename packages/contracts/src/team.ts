// Shops, their members and roles (decision 57): one table of what each role may do, read by the
// server's permission check and the console's hiding of what a role cannot do.
import { z } from 'zod';
import { emailSchema } from './email-schema';
import { idSchema } from './id';
import { TEAM_LIMITS } from './limits';
import { teamMessages } from './team-messages';
import { text } from './text';

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

/** The header that names the shop a call is about; without it, the shop used last. */
export const SHOP_HEADER = 'x-shop-id';

const shopTitle = text({ error: teamMessages.shopTitleRequired })
  .trim()
  .min(1, teamMessages.shopTitleRequired)
  .max(TEAM_LIMITS.shopTitleMaxLength, teamMessages.shopTitleTooLong);

/** A shop of the signed-in user, with the user's role in it. */
export const shopSchema = z.object({
  id: idSchema,
  title: z.string(),
  role: z.enum(SHOP_ROLES),
});
export type Shop = z.infer<typeof shopSchema>;

/** The current shop, with what the user may do in it. */
export const currentShopSchema = shopSchema.extend({
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type CurrentShop = z.infer<typeof currentShopSchema>;

export const shopUpdateSchema = z.object({ title: shopTitle });

export const memberSchema = z.object({
  /** The member's account id. */
  id: idSchema,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(SHOP_ROLES),
  joined_at: z.string(),
  /** When the member last used the console in this shop; null before the first time. */
  last_active_at: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** PATCH shop/members/{id}/: `OWNER` transfers the ownership (the owner becomes an admin). */
export const memberUpdateSchema = z.object({ role: z.enum(SHOP_ROLES) });

export const invitationCreateSchema = z.object({
  email: emailSchema,
  role: z.enum(ASSIGNABLE_ROLES),
});

export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: z.enum(SHOP_ROLES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** When its letter was last queued. */
  sent_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What the invitation's page shows its holder before accepting. */
export const invitationPreviewSchema = z.object({
  shop_title: z.string(),
  email: z.string(),
  role: z.enum(SHOP_ROLES),
  /** Whether an account with the invited address exists: sign in, or register. */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

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
} as const satisfies Record<ShopAction, string>;

export const shopActionSchema = z.object({
  id: idSchema,
  at: z.string(),
  /** The member who acted; null once that account is gone. */
  actor_id: idSchema.nullable(),
  /** The actor's address at that moment, kept when the account goes. */
  actor_email: z.string(),
  action: z.enum(SHOP_ACTIONS),
  /** What it was done to, in words: a widget's or product's title, a member's address and role. */
  subject: z.string(),
});
export type ShopActionEntry = z.infer<typeof shopActionSchema>;

export const shopActionsQuerySchema = z.object({
  actor: z.coerce.number().pipe(idSchema).optional(),
  /** The id of the last entry of the page before: entries older than it. */
  before: z.coerce.number().pipe(idSchema).optional(),
});
