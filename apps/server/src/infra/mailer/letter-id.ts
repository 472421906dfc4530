import { hashToken } from '../../secret-token';

/**
 * A Message-ID made from a key that stays the same across retries (an outbox message's), on the
 * console's host: a letter that went out before a crash and goes out again shows as one in the
 * reader's mail client.
 */
export function stableMessageId(key: string, publicUrl: string): string {
  return `<${hashToken(key).slice(0, 32)}@${new URL(publicUrl).hostname}>`;
}
