/** Who acts and in which shop: what a write that the shop's journal records is given. */
export interface Acting {
  shopId: number;
  actorId: number;
}
