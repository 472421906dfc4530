import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, type DomainRow } from '../../db/schema';

/** The unique indexes a claim can break; see db/schema/domains.ts. */
export const SAME_SHOP_DOMAIN = 'domains_shop_id_domain_unique';
export const CONFIRMED_DOMAIN = 'domains_confirmed_domain_unique';

export type DomainClaim = Pick<DomainRow, 'domain' | 'codeConfirmed'>;

const ownedBy = (shopId: number) => eq(domains.shopId, shopId);

export function selectDomains(db: Db, condition: SQL | undefined): Promise<DomainRow[]> {
  return db.select().from(domains).where(condition).orderBy(domains.id);
}

export const domainsOfUser = (shopId: number, siteId?: number) =>
  and(ownedBy(shopId), siteId === undefined ? undefined : eq(domains.siteId, siteId));

export async function findDomain(
  db: Db,
  shopId: number,
  id: number,
): Promise<DomainRow | undefined> {
  const [row] = await selectDomains(db, and(ownedBy(shopId), eq(domains.id, id)));
  return row;
}

/** The id of the row that has confirmed this domain, whoever owns it. */
export async function findConfirmedDomainId(db: Db, domain: string) {
  const [row] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.domain, domain), eq(domains.isConfirmed, true)));
  return row?.id;
}

/** Whether anyone has confirmed any of these domains: one query for a whole site's claims. */
export async function anyConfirmed(db: Db, names: string[]) {
  if (names.length === 0) return false;
  const [row] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(inArray(domains.domain, names), eq(domains.isConfirmed, true)))
    .limit(1);
  return row !== undefined;
}

export async function insertDomains(db: Db, shopId: number, siteId: number, claims: DomainClaim[]) {
  if (claims.length === 0) return;
  await db.insert(domains).values(claims.map((claim) => ({ shopId, siteId, ...claim })));
}

/** A new domain starts over: unconfirmed, with a new code. */
export async function replaceDomain(db: Db, id: number, claim: DomainClaim) {
  await db
    .update(domains)
    .set({ ...claim, isConfirmed: false, confirmedAt: null })
    .where(eq(domains.id, id));
}

/** Whether the domain was confirmed: false when its code changed since it was read. */
export async function confirmDomain(db: Db, id: number, code: string, confirmedAt: Date) {
  const confirmed = await db
    .update(domains)
    .set({ isConfirmed: true, confirmedAt })
    .where(and(eq(domains.id, id), eq(domains.codeConfirmed, code)))
    .returning({ id: domains.id });
  return confirmed.length > 0;
}
