import { NOTIFIER_LIMITS } from '@vitrina/contracts/limits';
import type { Contact, LastDelivery } from '@vitrina/contracts/notifier';
import type { NotifierContactRow } from '../../db/schema';

/** The length of every key the bot gives (32 random bytes, base64url). */
const KEY_LENGTH = 43;

/** The visible end of a key; the rest is never stored in a form that could be shown. */
export const keyTail = (key: string) => key.slice(-NOTIFIER_LIMITS.keyVisibleTail);

/** A key as the API shows it: as long as a real one, all asterisks but its last characters. */
const maskKey = (tail: string | null) => tail && tail.padStart(KEY_LENGTH, '*');

export interface DeliveryState {
  at: Date;
  status: LastDelivery['status'];
  error: string | null;
}

/** The API's contact (spec §3, §7.4) from a row and the latest message through it. */
export function toContact(row: NotifierContactRow, lastDelivery?: DeliveryState): Contact {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    is_active: row.isActive,
    is_confirmed: row.isConfirmed,
    email: row.email,
    api_key: maskKey(row.apiKeyTail),
    secret_key: maskKey(row.secretKeyTail),
    last_delivery: lastDelivery ? { ...lastDelivery, at: lastDelivery.at.toISOString() } : null,
  };
}
