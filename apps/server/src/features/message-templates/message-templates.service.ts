import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_LABELS,
  templateProblems,
  type MessageTemplate,
  type MessageTemplateKind,
  type TemplatePreview,
} from '@vitrina/contracts/message-templates';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Acting } from '../../shared/acting';
import type { OrdersService } from '../orders/orders.service';
import type { ShopJournal } from '../team/shop-journal.service';
import {
  deleteTemplate,
  selectShopTemplates,
  shopTitleOf,
  upsertTemplate,
} from './message-templates.repository';
import { SAMPLE_ORDER, SAMPLE_SHOP_URL } from './sample-order';
import { buyerValues, merchantValues, type ShopTemplates } from './template-values';

interface MessageTemplatesDeps {
  db: Db;
  journal: Pick<ShopJournal, 'record'>;
  /** The shop's latest order, which the preview fills the templates with. */
  orders: Pick<OrdersService, 'previewOrder'>;
  /** The console's address: the merchant's messages link the order there. */
  publicUrl: string;
}

/** The template of `kind` as the console edits it, from the shop's own texts. */
function asTemplate(kind: MessageTemplateKind, own: ShopTemplates): MessageTemplate {
  const text = own[kind];
  const defaultText = DEFAULT_MESSAGE_TEMPLATES[kind];
  return { kind, text: text ?? defaultText, default_text: defaultText, is_default: !text };
}

/**
 * The shop's templates of its order messages (issue 36): read by every member, worded and reset
 * as the shop's settings are (`shop.write`), each change in the shop's journal. The messages read
 * them through `ShopTemplates`, which the merchant's writes make read anew.
 */
export function createMessageTemplatesService({
  db,
  journal,
  orders,
  publicUrl,
}: MessageTemplatesDeps) {
  const record = (tx: Db, acting: Acting, action: 'changed' | 'reset', kind: MessageTemplateKind) =>
    journal.record(tx, {
      shopId: acting.shopId,
      actorId: acting.actorId,
      action: `message_template.${action}`,
      subject: MESSAGE_TEMPLATE_LABELS[kind],
    });

  /** Forgets the shop's own text of `kind`, in the journal when there was one. */
  async function forget(tx: Db, acting: Acting, kind: MessageTemplateKind) {
    if (await deleteTemplate(tx, acting.shopId, kind)) await record(tx, acting, 'reset', kind);
  }

  return {
    async list(shopId: number): Promise<MessageTemplate[]> {
      const own = await selectShopTemplates(db, shopId);
      return MESSAGE_TEMPLATE_KINDS.map((kind) => asTemplate(kind, own));
    },

    /**
     * Keeps the shop's text of `kind`, or refuses it (422) with the first reason: its length, a
     * placeholder it may not hold, no line an order always fills. The default's own text is the
     * default: the shop then has none of its own.
     */
    async save(acting: Acting, kind: MessageTemplateKind, text: string): Promise<MessageTemplate> {
      const [problem] = templateProblems(kind, text);
      if (problem) throw new AppError('UNPROCESSABLE', problem);
      const kept = text.replace(/\r\n?/g, '\n');
      await db.transaction(async (tx) => {
        if (kept === DEFAULT_MESSAGE_TEMPLATES[kind]) return forget(tx, acting, kind);
        await upsertTemplate(tx, acting.shopId, kind, kept);
        await record(tx, acting, 'changed', kind);
      });
      return asTemplate(kind, kept === DEFAULT_MESSAGE_TEMPLATES[kind] ? {} : { [kind]: kept });
    },

    /** Back to the default text. */
    async reset(acting: Acting, kind: MessageTemplateKind): Promise<void> {
      await db.transaction((tx) => forget(tx, acting, kind));
    },

    /**
     * What the placeholders stand for in the shop's latest order, which only a role that may read
     * orders is shown (its buyer's name and phone); else, or without an order, a sample's.
     */
    async preview(shopId: number, mayReadOrders: boolean): Promise<TemplatePreview> {
      const latest = mayReadOrders ? await orders.previewOrder(shopId) : undefined;
      const order = latest?.payload ?? SAMPLE_ORDER;
      const shop = latest?.shop ?? {
        name: (await shopTitleOf(db, shopId)) ?? '',
        url: SAMPLE_SHOP_URL,
      };
      return {
        order_number: latest ? order.number : null,
        merchant: merchantValues(order, publicUrl, ORDER_LIMITS.messageLinesMax),
        buyer: buyerValues({ ...order, shop }),
      };
    },
  };
}

export type MessageTemplatesService = ReturnType<typeof createMessageTemplatesService>;
