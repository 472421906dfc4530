import type { MessageTemplateKind } from '@vitrina/contracts/message-template-texts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates, shops } from '../../db/schema';
import type { ShopTemplates } from './template-values';

const ofKind = (shopId: number, kind: MessageTemplateKind) =>
  and(eq(messageTemplates.shopId, shopId), eq(messageTemplates.kind, kind));

/** The texts the shop worded itself, by kind. */
export async function selectShopTemplates(db: Db, shopId: number): Promise<ShopTemplates> {
  const rows = await db
    .select({ kind: messageTemplates.kind, text: messageTemplates.text })
    .from(messageTemplates)
    .where(eq(messageTemplates.shopId, shopId));
  return Object.fromEntries(rows.map((row) => [row.kind, row.text]));
}

export async function upsertTemplate(
  tx: Db,
  shopId: number,
  kind: MessageTemplateKind,
  text: string,
) {
  await tx
    .insert(messageTemplates)
    .values({ shopId, kind, text })
    .onConflictDoUpdate({
      target: [messageTemplates.shopId, messageTemplates.kind],
      set: { text, updatedAt: new Date() },
    });
}

/** Forgets the shop's text of `kind`; answers whether it had one. */
export async function deleteTemplate(
  tx: Db,
  shopId: number,
  kind: MessageTemplateKind,
): Promise<boolean> {
  const deleted = await tx
    .delete(messageTemplates)
    .where(ofKind(shopId, kind))
    .returning({ kind: messageTemplates.kind });
  return deleted.length > 0;
}

/** The shop's title: the sample order's shop in the preview. */
export async function shopTitleOf(db: Db, shopId: number): Promise<string | undefined> {
  const [row] = await db.select({ title: shops.title }).from(shops).where(eq(shops.id, shopId));
  return row?.title;
}
