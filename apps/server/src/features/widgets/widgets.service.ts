import { messages } from '@vitrina/contracts/messages';
import { paymentMessages } from '@vitrina/contracts/payment-texts';
import type { WIDGET_TREE_PARTS } from '@vitrina/contracts/enums';
import type {
  Widget,
  widgetCreateSchema,
  widgetStyleSchema,
  WidgetUpdate,
} from '@vitrina/contracts/platform';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { widgets } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { ContactsService } from '../notifier/contacts.service';
import type { ProductsService } from '../products/products.service';
import type { SitesService } from '../sites/sites.service';
import { selectShowcaseTags } from './showcases.repository';
import { newTagDiv } from './tag-div';
import { tagsByWidget, toWidget, type TagRow } from './widget-shape';
import {
  deleteWidget,
  insertWidgetWithShowcase,
  lockWidget,
  ownedWidgets,
  publishWidget,
  replaceWidgetContacts,
  selectDraftWidget,
  selectWidgets,
  unpublishWidget,
  updateWidget,
} from './widgets.repository';
import type { Acting } from '../../shared/acting';
import type { ShopJournal } from '../team/shop-journal.service';

export type WidgetTreePart = (typeof WIDGET_TREE_PARTS)[number];

/** The catalog nodes the tags name: whole collections, and categories with their subtrees. */
function chosenNodes(rows: TagRow[]) {
  return {
    collectionIds: rows.filter((row) => row.categoryId === null).map((row) => row.collectionId),
    categoryIds: rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])),
  };
}

/** A merchant's widgets; every query is scoped to the caller, another's id is a 404. */
interface WidgetsDeps {
  db: Db;
  now: Clock;
  sites: Pick<SitesService, 'lock'>;
  products: Pick<ProductsService, 'inCollectionsAndCategories'>;
  contacts: Pick<ContactsService, 'lockConfirmed'>;
  /** Records who published or unpublished a widget in the shop's journal. */
  journal: Pick<ShopJournal, 'record'>;
  /** Whether the shop has a payment provider connected: only then may a widget take payment. */
  hasPaymentProvider: (shopId: number) => Promise<boolean>;
}

export function createWidgetsService({
  db,
  now,
  sites,
  products,
  contacts,
  journal,
  hasPaymentProvider,
}: WidgetsDeps) {
  /** A fixed number of queries: the widget, its tags, and for products the subtree and list. */
  async function get(shopId: number, id: number, parts: WidgetTreePart[]): Promise<Widget> {
    const condition = and(ownedWidgets(shopId), eq(widgets.id, id));
    const [row] = await selectWidgets(db, condition);
    if (!row) throw new NotFoundError();
    if (parts.length === 0) return toWidget(row);
    const tagRows = await selectShowcaseTags(db, condition);
    const { collectionIds, categoryIds } = chosenNodes(tagRows);
    return toWidget(row, {
      ...(parts.includes('TAGS') && { tags: tagsByWidget(tagRows).get(id) ?? [] }),
      ...(parts.includes('PRODUCT') && {
        products: await products.inCollectionsAndCategories(shopId, collectionIds, categoryIds),
      }),
    });
  }

  return {
    get,

    /** The widgets of one site, or of all the merchant's sites; two queries with their tags. */
    async ofSites(shopId: number, siteId: number | undefined, withTags: boolean) {
      const condition = and(
        ownedWidgets(shopId),
        siteId === undefined ? undefined : eq(widgets.siteId, siteId),
      );
      const rows = await selectWidgets(db, condition);
      if (!withTags) return rows.map((row) => toWidget(row));
      const tags = tagsByWidget(await selectShowcaseTags(db, condition));
      return rows.map((row) => toWidget(row, { tags: tags.get(row.id) ?? [] }));
    },

    /**
     * The site must be the merchant's and is held until the widget and its showcase are written
     * together, so a delete of the site comes wholly before (404) or after.
     */
    async create(shopId: number, body: z.output<typeof widgetCreateSchema>): Promise<Widget> {
      const id = await db.transaction(async (tx) => {
        await sites.lock(tx, shopId, body.site_id);
        return insertWidgetWithShowcase(tx, {
          shopId,
          siteId: body.site_id,
          title: body.title,
          description: body.description ?? null,
          typeWidget: body.type_widget,
          tagDiv: newTagDiv(),
        });
      });
      return get(shopId, id, []);
    },

    async update(shopId: number, id: number, body: WidgetUpdate): Promise<Widget> {
      // A description left out is kept; null clears it.
      const fields = {
        title: body.title,
        ...(body.description !== undefined && { description: body.description }),
      };
      if ((await updateWidget(db, shopId, id, fields)) === undefined) throw new NotFoundError();
      return get(shopId, id, []);
    },

    async delete(shopId: number, id: number) {
      if (!(await deleteWidget(db, shopId, id))) throw new NotFoundError();
    },

    /** The style tab's settings replace the saved ones; those left out take their defaults. */
    async setStyle(shopId: number, id: number, style: z.output<typeof widgetStyleSchema>) {
      if (style.online_payment && !(await hasPaymentProvider(shopId))) {
        const message = paymentMessages.onlinePaymentNeedsProvider;
        throw new AppError('UNPROCESSABLE', message, {
          errors: [{ field: 'online_payment', message }],
        });
      }
      if ((await updateWidget(db, shopId, id, { style })) === undefined) throw new NotFoundError();
      return get(shopId, id, []);
    },

    /**
     * The widget's orders go to exactly these contacts, each a confirmed one of the merchant's
     * (404 otherwise). The widget and the contacts are held while the choice is written, so a
     * delete of either comes wholly before or after.
     */
    async setContacts(shopId: number, id: number, contactIds: number[]): Promise<Widget> {
      const unique = [...new Set(contactIds)];
      await db.transaction(async (tx) => {
        if (!(await lockWidget(tx, shopId, id))) throw new NotFoundError();
        const confirmed = await contacts.lockConfirmed(tx, shopId, unique);
        if (confirmed.length !== unique.length) {
          throw new NotFoundError(messages.widget.contactNotFound);
        }
        await replaceWidgetContacts(tx, id, unique);
      });
      return get(shopId, id, []);
    },

    /** The widget's content and style as the merchant edits them, published or not. */
    async draftOf(shopId: number, id: number) {
      const draft = await selectDraftWidget(db, shopId, id);
      if (!draft) throw new NotFoundError();
      return draft;
    },

    /** What the merchant edits becomes what visitors see, until the next publication. */
    async publish({ shopId, actorId }: Acting, id: number): Promise<Widget> {
      await db.transaction(async (tx) => {
        const widget = await lockWidget(tx, shopId, id);
        if (!widget || !(await publishWidget(tx, shopId, id, now()))) throw new NotFoundError();
        const entry = {
          shopId,
          actorId,
          action: 'widget.published',
          subject: widget.title,
        } as const;
        await journal.record(tx, entry);
      });
      return get(shopId, id, []);
    },

    /** Visitors stop seeing the widget; unpublishing one not published changes nothing. */
    async unpublish({ shopId, actorId }: Acting, id: number): Promise<Widget> {
      await db.transaction(async (tx) => {
        const widget = await lockWidget(tx, shopId, id);
        if (!widget) throw new NotFoundError();
        await unpublishWidget(tx, id);
        const entry = { shopId, actorId, subject: widget.title };
        await journal.record(tx, { ...entry, action: 'widget.unpublished' });
      });
      return get(shopId, id, []);
    },
  };
}

export type WidgetsService = ReturnType<typeof createWidgetsService>;
