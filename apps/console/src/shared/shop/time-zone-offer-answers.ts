// The offers of the browser's time zone answered in this browser, per shop: what was answered
// is the browser's zone of that moment, so a browser moved to another zone is asked again.

const keyOf = (shopId: number) => `vitrina-time-zone-offer:${shopId}`;

/** Whether the offer of `browserZone` has been answered, yes or no, for the shop. */
export const isOfferAnswered = (shopId: number, browserZone: string) =>
  localStorage.getItem(keyOf(shopId)) === browserZone;

export function keepOfferAnswered(shopId: number, browserZone: string): void {
  localStorage.setItem(keyOf(shopId), browserZone);
}
