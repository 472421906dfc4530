import { randomBytes } from 'node:crypto';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Ids shaped as ЮKassa's: UUID-like, the second group telling the kind of object. */
export const newPaymentId = () => `${hex(4)}-000f-5000-8000-${hex(6)}`;
export const newRefundId = () => `${hex(4)}-0015-5000-8000-${hex(6)}`;
