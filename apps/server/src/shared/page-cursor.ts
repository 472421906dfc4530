import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../errors/app-error';

const ID_MAX = 2_147_483_647;

/** The `next` of a page: the last row's id, opaque to the caller (base64url). */
export const cursorAfter = (id: number) => Buffer.from(String(id)).toString('base64url');

/** The id a page starts after; 0 for the first. Anything but an earlier `next` is a 422. */
export function idAfter(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const text = Buffer.from(cursor, 'base64url').toString();
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= ID_MAX) || cursorAfter(id) !== cursor) {
    throw new AppError('UNPROCESSABLE', messages.productRows.badCursor);
  }
  return id;
}
