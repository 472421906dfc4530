import { newIdempotencyKey } from './idempotency-key';

const KEY = 'vitrina-visitor';

/**
 * This tab's visitor id, kept in sessionStorage so the server can cap what one visitor counts a
 * day: a random UUID, gone with the tab, naming no one. Where storage is refused (a sandboxed
 * frame, a privacy setting), each page view is a visitor of its own.
 */
export function visitorId(page: Pick<Window, 'sessionStorage'> = window): string {
  try {
    const kept = page.sessionStorage.getItem(KEY);
    if (kept) return kept;
    const id = newIdempotencyKey();
    page.sessionStorage.setItem(KEY, id);
    return id;
  } catch {
    return newIdempotencyKey();
  }
}
