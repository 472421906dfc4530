// Payloads of the form-data service calls (spec §2.9, §3, §5, §7.4): the contacts where a
// merchant's orders arrive, a Telegram chat through the provider's bot or a confirmed e-mail.
import { z } from 'zod';
import { isValidEmail } from './email';
import { CONTACT_TYPES } from './enums';
import { idSchema } from './id';
import { NOTIFIER_LIMITS, NOTIFIER_TITLE_MIN_LENGTH, TELEGRAM_API_KEY_MIN_LENGTH } from './limits';
import { messages } from './messages';
import { text } from './text';

const { notifier: texts } = messages;

const title = text({ error: texts.titleTooShort })
  .trim()
  .min(NOTIFIER_TITLE_MIN_LENGTH, texts.titleTooShort)
  .max(NOTIFIER_LIMITS.titleMaxLength, texts.titleTooLong);

const description = text()
  .trim()
  .max(NOTIFIER_LIMITS.descriptionMaxLength, texts.descriptionTooLong)
  .nullish();

/** Letters, digits, underscore and hyphen, at least 30 of them (spec §5). */
export const TELEGRAM_API_KEY_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${TELEGRAM_API_KEY_MIN_LENGTH},${NOTIFIER_LIMITS.apiKeyMaxLength}}$`,
);

/** POST platform/service/notifier/telegram/: the API key the bot gave in the chat. */
export const telegramContactCreateSchema = z.object({
  title,
  description,
  api_key: text({ error: texts.apiKeyInvalid })
    .trim()
    .regex(TELEGRAM_API_KEY_PATTERN, texts.apiKeyInvalid),
});

/** POST platform/service/notifier/email/verify/send/: an address without whitespace (spec §5). */
export const emailContactCreateSchema = z.object({
  title,
  description,
  email: text({ error: texts.emailInvalid })
    .trim()
    .refine(isValidEmail, { error: texts.emailInvalid }),
});

/** PATCH platform/service/notifier/contact/{id}/: the edit dialog has no rules of its own. */
export const contactUpdateSchema = z.object({ title, description });

/** What became of the latest message through a contact. */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS = {
  PENDING: 'Отправляется',
  DELIVERED: 'Доставлено',
  FAILED: 'Не доставлено',
} as const satisfies Record<DeliveryStatus, string>;

export const lastDeliverySchema = z.object({
  /** When it was queued, or last tried. ISO 8601. */
  at: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** Why it failed, in words a merchant can act on; null unless it failed or is retrying. */
  error: z.string().nullable(),
});

/**
 * A contact (spec §3). The keys are stored hashed: the API answers them masked, all but their
 * last `NOTIFIER_LIMITS.keyVisibleTail` characters hidden, so the merchant can tell keys apart.
 */
export const contactSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(CONTACT_TYPES),
  is_active: z.boolean(),
  is_confirmed: z.boolean(),
  email: z.string().nullable(),
  api_key: z.string().nullable(),
  secret_key: z.string().nullable(),
  last_delivery: lastDeliverySchema.nullable(),
});

/** GET platform/service/notifier/telegram/: whether this server runs the provider's bot. */
export const telegramBotSchema = z.object({
  configured: z.boolean(),
  /** The bot's username from getMe, for a t.me link; null when not configured. */
  username: z.string().nullable(),
});

export type TelegramContactCreate = z.input<typeof telegramContactCreateSchema>;
export type EmailContactCreate = z.input<typeof emailContactCreateSchema>;
export type ContactUpdate = z.input<typeof contactUpdateSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type LastDelivery = z.infer<typeof lastDeliverySchema>;
export type TelegramBot = z.infer<typeof telegramBotSchema>;
