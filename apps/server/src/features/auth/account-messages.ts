import { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserTokenPurpose } from '../../db/schema';
import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Letter, Mailer } from '../../infra/mailer/mailer';
import {
  letterOutcome,
  messageKind,
  type DeliveryService,
  type MessageDefinition,
} from '../delivery/delivery.service';
import {
  emailChangeLetter,
  emailConfirmationLetter,
  passwordResetLetter,
  signInLinkLetter,
} from './account-letters';
import { issueUserToken } from './user-tokens';

/** A letter with a link: the address it goes to and the link's token, dropped once done. */
const linkLetterPayload = z.object({ to: z.string(), token: z.string() });
const linkLetter = (kind: string) => messageKind(kind, linkLetterPayload, { secrets: ['token'] });

/** The letters of the account, each queued in the transaction that issues its link's token. */
export const ACCOUNT_LETTERS = {
  /** The link confirming the account's own address: after sign-up, or asked for again. */
  emailConfirmation: linkLetter('auth.email-confirmation'),
  /** The link switching the account to a new address. */
  emailChange: linkLetter('auth.email-change'),
  passwordReset: linkLetter('auth.password-reset'),
  /** The one-time sign-in link of an account locked by failed sign-ins (decision 52). */
  signInLink: linkLetter('auth.sign-in-link'),
};

type AccountLetter = keyof typeof ACCOUNT_LETTERS;

/** The kinds whose latest message the profile shows as its e-mail letter. */
export const EMAIL_LETTER_KINDS = [
  ACCOUNT_LETTERS.emailConfirmation.kind,
  ACCOUNT_LETTERS.emailChange.kind,
];

/** A letter's message, under a key of its own: each request is a letter with its own link. */
function accountLetter(
  letter: AccountLetter,
  userId: number,
  payload: z.input<typeof linkLetterPayload>,
) {
  const kind = ACCOUNT_LETTERS[letter];
  return kind.message({
    userId,
    payload,
    dedupeKey: `${kind.kind}:${userId}:${crypto.randomUUID()}`,
  });
}

/** The purpose of the token each letter's link carries. */
const TOKEN_PURPOSES: Record<AccountLetter, UserTokenPurpose> = {
  emailConfirmation: 'EMAIL_VERIFY',
  emailChange: 'EMAIL_VERIFY',
  passwordReset: 'PASSWORD_RESET',
  signInLink: 'SIGN_IN',
};

interface LinkLetter {
  userId: number;
  to: string;
  /** The address an e-mail change switches to once its link is followed. */
  newEmail?: string | null;
  now: Date;
}

/**
 * Issues the token of a letter's link and queues the letter in `tx`, the transaction of the
 * request: the letter leaves only if its token is kept. The caller nudges delivery after commit.
 */
export async function queueLinkLetter(
  tx: Db,
  delivery: Pick<DeliveryService, 'enqueue'>,
  letter: AccountLetter,
  { userId, to, newEmail, now }: LinkLetter,
) {
  const purpose = TOKEN_PURPOSES[letter];
  const token = await issueUserToken(tx, { userId, purpose, newEmail, now });
  await delivery.enqueue(tx, accountLetter(letter, userId, { to, token }));
}

interface AccountMessagesDeps {
  mailer: Pick<Mailer, 'send'>;
  /** The console's address: the links, and the Message-IDs' host. */
  publicUrl: string;
}

const COMPOSERS: Record<AccountLetter, (publicUrl: string, to: string, token: string) => Letter> = {
  emailConfirmation: emailConfirmationLetter,
  emailChange: emailChangeLetter,
  passwordReset: passwordResetLetter,
  signInLink: signInLinkLetter,
};

/** The account's letters with their handler, as the delivery worker's registry holds them. */
export function accountMessages({ mailer, publicUrl }: AccountMessagesDeps): MessageDefinition[] {
  return Object.entries(ACCOUNT_LETTERS).map(([letter, kind]) =>
    kind.deliveredBy(async ({ payload: { to, token }, idempotencyKey }) => {
      const composed = COMPOSERS[letter as AccountLetter](publicUrl, to, token);
      const messageId = stableMessageId(idempotencyKey, publicUrl);
      return letterOutcome(await mailer.send({ ...composed, messageId }));
    }),
  );
}
