import type { Changes } from '../infra/changes/changes';

/** Forgets what one cache keeps of a merchant's reads. */
type ForgetMerchant = (shopId: number) => void;

/**
 * The merchant's reads this process keeps in memory (the sites' showcases and confirmed
 * domains, the collections' heads and category counts), forgotten together: any write may change
 * any of them.
 */
export function createMerchantReads(changes: Pick<Changes, 'announce'>, caches: ForgetMerchant[]) {
  const forget = (shopId: number) => {
    for (const forgetIn of caches) forgetIn(shopId);
  };
  return {
    /** A write of the merchant here: later reads, in this process and the others, ask anew. */
    changed(shopId: number) {
      forget(shopId);
      void changes.announce('merchant', shopId);
    },
    /** Another process announced a write of the merchant. */
    forget,
  };
}

export type MerchantReads = ReturnType<typeof createMerchantReads>;
