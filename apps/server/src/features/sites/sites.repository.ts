import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';

export interface SiteFields {
  title: string;
  description: string | null;
}

export interface SiteSummary extends SiteFields {
  id: number;
}

const ownedBy = (shopId: number) => eq(sites.shopId, shopId);

function selectSites(db: Db, condition: SQL | undefined): Promise<SiteSummary[]> {
  return db
    .select({ id: sites.id, title: sites.title, description: sites.description })
    .from(sites)
    .where(condition)
    .orderBy(sites.id);
}

export const listSites = (db: Db, shopId: number) => selectSites(db, ownedBy(shopId));

export async function findSite(
  db: Db,
  shopId: number,
  id: number,
): Promise<SiteSummary | undefined> {
  const [site] = await selectSites(db, and(ownedBy(shopId), eq(sites.id, id)));
  return site;
}

/** Whether the merchant's site was there to hold; its delete waits until this transaction ends. */
export async function lockSite(db: Db, shopId: number, id: number): Promise<boolean> {
  // KEY SHARE is the lock a row pointing at the site takes: only deleting the site waits for it.
  const locked = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(ownedBy(shopId), eq(sites.id, id)))
    .for('key share');
  return locked.length > 0;
}

export async function insertSite(db: Db, shopId: number, fields: SiteFields): Promise<number> {
  const [row] = await db
    .insert(sites)
    .values({ shopId, ...fields })
    .returning({ id: sites.id });
  return row!.id;
}

/** The id of the changed site, or undefined when the merchant has none with this id. */
export async function updateSite(db: Db, shopId: number, id: number, fields: Partial<SiteFields>) {
  const [row] = await db
    .update(sites)
    .set(fields)
    .where(and(ownedBy(shopId), eq(sites.id, id)))
    .returning({ id: sites.id });
  return row?.id;
}

/** One statement: its domains, widgets, showcases and their items go with it by cascade. */
export async function deleteSite(db: Db, shopId: number, id: number) {
  const deleted = await db
    .delete(sites)
    .where(and(ownedBy(shopId), eq(sites.id, id)))
    .returning({ id: sites.id });
  return deleted.length > 0;
}
