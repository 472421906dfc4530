import { invalidRequest } from './errors';

const MAX_KEY = 64;

export function readIdempotenceKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw invalidRequest('Idempotence key is empty', 'Idempotence-Key');
  if (key.length > MAX_KEY) {
    throw invalidRequest(`Idempotence key is longer than ${MAX_KEY} characters`, 'Idempotence-Key');
  }
  return key;
}

/**
 * Successful answers to POST calls under their shop's idempotence keys: the same key with the
 * same call gets the first answer again, with another call an error. ЮKassa keeps a key 24
 * hours, the stand-in for its life; a refused call keeps nothing, so it may be fixed and sent
 * again under its key.
 */
export class IdempotenceKeys<Answer> {
  private readonly kept = new Map<string, { call: string; answer: Answer }>();

  /** The answer kept for this key, or undefined for a new key. */
  recall(shopId: string, key: string, call: string): Answer | undefined {
    const kept = this.kept.get(`${shopId}:${key}`);
    if (kept && kept.call !== call) {
      throw invalidRequest('Idempotence key duplicated', 'Idempotence-Key');
    }
    return kept?.answer;
  }

  keep(shopId: string, key: string, call: string, answer: Answer) {
    this.kept.set(`${shopId}:${key}`, { call, answer });
  }
}
