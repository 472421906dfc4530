// The payloads of the team's calls (decision 57); the roles and permissions are in team-roles.
import { z } from 'zod';
import { emailSchema } from './email-schema';
import { idSchema } from './id';
import { TEAM_LIMITS } from './limits';
import { teamMessages } from './team-messages';
import { ASSIGNABLE_ROLES, PERMISSIONS, SHOP_ACTIONS, SHOP_ROLES } from './team-roles';
import { text } from './text';
import { timeZoneNamed } from './time-zone';

export * from './team-roles';

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

/** The statuses an order is moved to whose letter to the buyer a shop may switch on (issue 32). */
export const BUYER_LETTER_STATUSES = ['IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type BuyerLetterStatus = (typeof BUYER_LETTER_STATUSES)[number];

/** A new shop's letters to buyers: only the cancellation's. */
export const DEFAULT_BUYER_LETTER_STATUSES: readonly BuyerLetterStatus[] = ['CANCELLED'];

/** An IANA zone, stored as Intl spells it. */
const timeZone = text({ error: teamMessages.timeZoneUnknown }).transform((name, context) => {
  const zone = timeZoneNamed(name);
  if (!zone) context.addIssue({ code: 'custom', message: teamMessages.timeZoneUnknown });
  return zone ?? z.NEVER;
});

/** The current shop, with what the user may do in it and its settings. */
export const currentShopSchema = shopSchema.extend({
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The IANA zone every date of the shop is shown and counted in. */
  time_zone: z.string(),
  /** The statuses whose move sends the buyer who gave an e-mail a letter. */
  buyer_letter_statuses: z.array(z.enum(BUYER_LETTER_STATUSES)),
});
export type CurrentShop = z.infer<typeof currentShopSchema>;

/** PATCH shop/: any of the title and the settings; what is left out stays. */
export const shopUpdateSchema = z.object({
  title: shopTitle.optional(),
  time_zone: timeZone.optional(),
  /** Each status once; the order they come in does not matter. */
  buyer_letter_statuses: z
    .array(z.enum(BUYER_LETTER_STATUSES, { error: teamMessages.buyerLetterStatusUnknown }))
    .transform((statuses) => BUYER_LETTER_STATUSES.filter((status) => statuses.includes(status)))
    .optional(),
});
export type ShopUpdate = z.infer<typeof shopUpdateSchema>;

/** A new shop, owned by the signed-in user. */
export const shopCreateSchema = z.object({ title: shopTitle });

/** Deleting the current shop: its title typed again, so it is not deleted by a slip. */
export const shopDeleteSchema = z.object({
  title: text({ error: teamMessages.deleteTitleMismatch }).trim(),
});

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
  role: z.enum(ASSIGNABLE_ROLES, {
    error: (issue) =>
      issue.input === 'OWNER' ? teamMessages.ownerRoleNotInvitable : teamMessages.roleRequired,
  }),
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

/** What an address of the console may name, to find which of the user's shops holds it. */
export const HELD_KINDS = ['order', 'product', 'collection', 'site', 'widget'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

/** GET shops/holding/: the user's shop that holds the row, so a link of another shop can switch. */
export const shopHoldingQuerySchema = z.object({
  kind: z.enum(HELD_KINDS),
  id: z.coerce.number().pipe(idSchema),
});
