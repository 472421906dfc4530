// The shop's templates of its order messages (issue 36): GET platform/message-templates/,
// PUT|DELETE platform/message-templates/{kind}/, GET platform/message-templates/preview/.
import { z } from 'zod';
import {
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_MAX_LENGTH,
  messageTemplateMessages,
} from './message-template-texts';
import { text } from './text';

export * from './message-template-texts';
export * from './message-template-render';

export const messageTemplateKindSchema = z.enum(MESSAGE_TEMPLATE_KINDS);

/** A template as the console edits it: the shop's text, or the default while it has none. */
export const messageTemplateSchema = z.object({
  kind: messageTemplateKindSchema,
  text: z.string(),
  default_text: z.string(),
  /** The shop has no text of its own: the default is used. */
  is_default: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/**
 * PUT's body. Each kind has its own limit and placeholders (`templateProblems`): the server
 * refuses what they refuse with 422 and its reason. A text equal to the default is the default.
 */
export const messageTemplateUpdateSchema = z.object({
  text: text({ error: messageTemplateMessages.textRequired }).max(
    MESSAGE_TEMPLATE_MAX_LENGTH,
    messageTemplateMessages.tooLong(MESSAGE_TEMPLATE_MAX_LENGTH),
  ),
});
export type MessageTemplateUpdate = z.infer<typeof messageTemplateUpdateSchema>;

const placeholderValueSchema = z.union([z.string(), z.array(z.string()), z.null()]);
const placeholderValuesSchema = z.record(z.string(), placeholderValueSchema);

/**
 * What the placeholders stand for in the shop's latest order (a sample order when it has none,
 * or when the caller's role may not read orders): the merchant's messages' and the buyer's.
 */
export const templatePreviewSchema = z.object({
  /** The order's number; null for the sample. */
  order_number: z.number().int().nullable(),
  merchant: placeholderValuesSchema,
  buyer: placeholderValuesSchema,
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;
