// Payloads of the platform calls (spec §3, §7.2): sites, their domains, showcase widgets.
// Limits and messages of spec §5.
import { z } from 'zod';
import { idSchema } from './id';
import { DEFAULT_WIDGET_TYPE, WIDGET_TYPES } from './enums';
import { ID_MAX, PLATFORM_LIMITS } from './limits';
import { messages } from './messages';
import { text } from './text';
import { productSchema } from './products';
import {
  ACCENT_COLOR_PATTERN,
  CART_POSITIONS,
  ORDER_FLOWS,
  WIDGET_STYLE_LIMITS,
} from './widget-style';
import { widgetSettingsMessages } from './widget-settings-messages';
import { visibleLines } from './visible-text';

const id = idSchema;

const requiredText = (message: string, max: number) =>
  text({ error: message }).trim().min(1, message).max(max, messages.platform.titleTooLong);

const description = text()
  .max(PLATFORM_LIMITS.descriptionMaxLength, messages.platform.descriptionTooLong)
  .nullish();

/** A domain as the merchant typed it; the server normalizes it or answers 422. */
const linkDomain = (message: string) =>
  text({ error: message }).trim().min(1, message).max(PLATFORM_LIMITS.linkMaxLength);

export const siteCreateSchema = z.object({
  title: requiredText(messages.site.titleRequired, PLATFORM_LIMITS.titleMaxLength),
  description,
  domains: z
    .array(z.object({ link_domain: linkDomain(messages.site.linkRequired) }))
    .max(PLATFORM_LIMITS.domainsPerSite)
    .default([]),
});

export const siteUpdateSchema = z.object({
  title: requiredText(messages.site.editTitleRequired, PLATFORM_LIMITS.titleMaxLength),
  description,
});

export const domainUpdateSchema = z.object({
  link_domain: linkDomain(messages.site.editLinkRequired),
});

export const domainVerifySchema = z.object({
  link: text({ error: messages.verification.linkInvalid })
    .trim()
    .min(1, messages.verification.linkInvalid)
    .max(PLATFORM_LIMITS.linkMaxLength, messages.verification.linkInvalid),
});

export const widgetCreateSchema = z.object({
  title: requiredText(messages.widget.titleRequired, PLATFORM_LIMITS.titleMaxLength),
  description,
  type_widget: z.enum(WIDGET_TYPES).default(DEFAULT_WIDGET_TYPE),
  site_id: z.number({ error: messages.widget.siteIdMissing }).int().positive().max(ID_MAX),
});

export const widgetUpdateSchema = z.object({
  title: requiredText(messages.widget.editTitleRequired, PLATFORM_LIMITS.titleMaxLength),
  description,
});

/**
 * An address a buyer may be sent to from a merchant's page: https://, a host with a dot and no
 * credentials, no spaces. Kept as typed (a Cyrillic path stays readable in the console).
 */
const HTTPS_PAGE = /^https:\/\/[^\s/?#@:]+\.[^\s/?#@:]+(?::\d+)?(?:[/?#]\S*)?$/i;
const httpsUrl = z.url({ protocol: /^https$/ });
const isHttpsPage = (value: string) => HTTPS_PAGE.test(value) && httpsUrl.safeParse(value).success;

/** The shop's policy page; an empty field (or null) is none. */
const policyUrl = text()
  .trim()
  .max(PLATFORM_LIMITS.linkMaxLength, widgetSettingsMessages.policyUrlInvalid)
  .refine((value) => value === '' || isHttpsPage(value), widgetSettingsMessages.policyUrlInvalid)
  .transform((value) => value || null)
  .nullable();

/** The buyer's text after ordering, its line breaks kept; an empty field (or null) is none. */
const confirmationText = text()
  .overwrite(visibleLines)
  .trim()
  .max(
    WIDGET_STYLE_LIMITS.confirmationTextMaxLength,
    widgetSettingsMessages.confirmationTextTooLong,
  )
  .transform((value) => value || null)
  .nullable();

/**
 * The style and settings tabs' settings (widget-style.ts); each one optional, the defaults fill
 * the rest.
 */
export const widgetStyleSchema = z
  .object({
    accent_color: text().regex(ACCENT_COLOR_PATTERN, messages.widget.accentColorInvalid),
    columns: z
      .number()
      .int()
      .min(WIDGET_STYLE_LIMITS.columnsMin)
      .max(WIDGET_STYLE_LIMITS.columnsMax),
    show_description: z.boolean(),
    button_text: text({ error: messages.widget.buttonTextRequired })
      .trim()
      .min(1, messages.widget.buttonTextRequired)
      .max(WIDGET_STYLE_LIMITS.buttonTextMaxLength, messages.widget.buttonTextTooLong),
    order_flow: z.enum(ORDER_FLOWS),
    cart_position: z.enum(CART_POSITIONS),
    online_payment: z.boolean(),
    policy_url: policyUrl,
    confirmation_text: confirmationText,
  })
  .partial()
  .strict();

/** PUT platform/widget/{id}/contacts/: the merchant's confirmed contacts that get its orders. */
export const widgetContactsSchema = z.object({
  contacts_id: z.array(id).max(PLATFORM_LIMITS.widgetContactsMax),
});

/** POST platform/widget/{id}/install-check/: a page of a confirmed domain of the widget's site. */
export const widgetInstallCheckSchema = domainVerifySchema;

/** What the page carries: the script of the widget's site and its container. */
export const installCheckResultSchema = z.object({
  script_found: z.boolean(),
  container_found: z.boolean(),
  detail: z.string(),
});

/** PUT platform/showcase/{identifier}/content/: collection and category ids of the merchant. */
export const showcaseContentSchema = z.object({
  ids: z.array(id).max(PLATFORM_LIMITS.showcaseItemsMax),
});

/** `link_domain` is answered in Unicode (магазин.рф) and stored in punycode. */
export const domainSchema = z.object({
  id,
  link_domain: z.string(),
  is_confirmed: z.boolean(),
  code_confirmed: z.string(),
});

/** What a showcase shows: a whole collection, or one category of it. */
export const widgetTagSchema = z.object({
  collection_id: id,
  collection_title: z.string(),
  category_id: id.optional(),
  category_title: z.string().optional(),
});

export const widgetSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  type_widget: z.enum(WIDGET_TYPES),
  site_id: id,
  site: z.object({ id }),
  tag_div: z.string(),
  /** The style tab's settings as saved (widgetStyleSchema); widgetStyleOf fills the defaults. */
  style: z.record(z.string(), z.unknown()),
  /** The merchant's contacts chosen to receive this widget's orders. */
  contacts_id: z.array(id),
  /** When the live configuration was published (ISO 8601); null while visitors see nothing. */
  published_at: z.string().nullable(),
  /** Published, and the content, style or contacts differ from what visitors see. */
  has_unpublished_changes: z.boolean(),
  /** Identifiers of the widget's showcases (one per widget today). */
  showcases: z.array(z.string()),
  tags: z.array(widgetTagSchema).optional(),
  products: z.array(productSchema).optional(),
});

export const siteSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  domains: z.array(domainSchema).optional(),
  widgets: z.array(widgetSchema).optional(),
});

/** The days the «Виджеты» list counts views over: the shop's today and the six before it. */
export const WIDGET_LIST_VIEW_DAYS = 7;

/** GET platform/widgets/: a widget of any site of the shop, with its site and its figures. */
export const widgetListItemSchema = z.object({
  id,
  title: z.string(),
  site: z.object({ id, title: z.string() }),
  /** When the live configuration was published (ISO 8601); null while visitors see nothing. */
  published_at: z.string().nullable(),
  /** Published, and the content, style or contacts differ from what visitors see. */
  has_unpublished_changes: z.boolean(),
  /** When its newest order came (ISO 8601), whatever its status; null before the first. */
  last_order_at: z.string().nullable(),
  /** Views of its showcase over WIDGET_LIST_VIEW_DAYS days of the shop's time zone, today's too. */
  week_views: z.number().int().nonnegative(),
});

export const widgetListSchema = z.object({ data: z.array(widgetListItemSchema) });

export type SiteCreate = z.input<typeof siteCreateSchema>;
export type SiteUpdate = z.input<typeof siteUpdateSchema>;
export type DomainUpdate = z.input<typeof domainUpdateSchema>;
export type DomainVerify = z.input<typeof domainVerifySchema>;
export type WidgetCreate = z.input<typeof widgetCreateSchema>;
export type WidgetUpdate = z.input<typeof widgetUpdateSchema>;
export type ShowcaseContent = z.input<typeof showcaseContentSchema>;
export type WidgetStyleUpdate = z.input<typeof widgetStyleSchema>;
export type WidgetContacts = z.input<typeof widgetContactsSchema>;
export type WidgetInstallCheck = z.input<typeof widgetInstallCheckSchema>;
export type InstallCheckResult = z.infer<typeof installCheckResultSchema>;
export type Domain = z.infer<typeof domainSchema>;
export type WidgetTag = z.infer<typeof widgetTagSchema>;
export type Widget = z.infer<typeof widgetSchema>;
export type Site = z.infer<typeof siteSchema>;
export type WidgetListItem = z.infer<typeof widgetListItemSchema>;
