import { createHash } from 'node:crypto';

/** A weak ETag of a text: the same text, the same tag. */
export function weakEtagOf(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}
