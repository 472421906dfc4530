// A shop's blocked buyers (issue 36, decision 74): phones, e-mails and networks whose orders are
// refused quietly. GET and POST /api/v1/platform/service/blocklist/, DELETE …/blocklist/{id}/,
// and POST …/blocklist/orders/{id}/, which blocks an order's phone and e-mail.
import { z } from 'zod';
import {
  BLOCKED_KINDS,
  BLOCKLIST_LIMITS,
  blocklistMessages as texts,
  type BlockedKind,
} from './blocklist-texts';
import { isValidEmail, normalizeEmail } from './email';
import { idSchema as id } from './id';
import { normalizePhone } from './phone';
import { text } from './text';

export * from './blocklist-texts';

/** An IPv4 or IPv6 address, or a network in CIDR notation of either. */
const networkSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * A typed value in the one spelling the list keeps and orders are compared in: a phone as
 * +7XXXXXXXXXX (or another country's E.164), an e-mail in lower case, a network as typed (the
 * server writes it in its canonical form); null when it is not one of its kind.
 */
export function blockedValueOf(kind: BlockedKind, typed: string): string | null {
  const value = typed.trim();
  if (kind === 'PHONE') return normalizePhone(value);
  if (kind === 'EMAIL') return isValidEmail(value) ? normalizeEmail(value) : null;
  return networkSchema.safeParse(value).success ? value.toLowerCase() : null;
}

const INVALID = {
  PHONE: texts.phoneInvalid,
  EMAIL: texts.emailInvalid,
  NETWORK: texts.networkInvalid,
} as const satisfies Record<BlockedKind, string>;

/** One entry of the list, as the calls answer it. */
export const blockedEntrySchema = z.object({
  id,
  kind: z.enum(BLOCKED_KINDS),
  /** Phone in E.164, e-mail in lower case, network in CIDR (a single address without a length). */
  value: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** POST /blocklist/: what to block, and the merchant's words on why. */
export const blockedEntryCreateSchema = z
  .object({
    kind: z.enum(BLOCKED_KINDS),
    value: text({ error: texts.valueRequired })
      .trim()
      .min(1, texts.valueRequired)
      .max(BLOCKLIST_LIMITS.valueMaxLength, texts.valueTooLong),
    note: text()
      .trim()
      .max(BLOCKLIST_LIMITS.noteMaxLength, texts.noteTooLong)
      .transform((note) => note || null)
      .nullable()
      .optional(),
  })
  .transform((entry, context) => {
    const value = blockedValueOf(entry.kind, entry.value);
    if (value === null) {
      context.addIssue({ code: 'custom', message: INVALID[entry.kind], path: ['value'] });
      return z.NEVER;
    }
    return { kind: entry.kind, value, note: entry.note ?? null };
  });

export const blockedEntryAnswerSchema = z.object({ data: blockedEntrySchema });
export const blocklistAnswerSchema = z.object({ data: z.array(blockedEntrySchema) });

export type BlockedEntry = z.infer<typeof blockedEntrySchema>;
export type BlockedEntryCreate = z.input<typeof blockedEntryCreateSchema>;
export type BlockedEntryDraft = z.output<typeof blockedEntryCreateSchema>;
