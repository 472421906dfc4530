import type { CollectionSummary } from '@vitrina/contracts/catalog';
import type { Contact } from '@vitrina/contracts/notifier';
import type { Site, Widget } from '@vitrina/contracts/platform';
import type { StorefrontCard } from '@vitrina/contracts/storefront';
import { widgetStyleOf } from '@vitrina/contracts/widget-style';
import type { CollectionView } from '../../../testing/catalog-fixtures';
import { aCategory, aCollection, aProduct } from '../../../testing/catalog-fixtures';
import { aTelegramContact, anEmailContact } from '../../../testing/contact-fixtures';
import { productRowsRoutes } from '../../../testing/fake-product-rows';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { aShowcaseCard, aSite, aWidget } from '../../../testing/platform-fixtures';

export {
  aCategory,
  aCollection,
  aProduct,
  aShowcaseCard,
  aSite,
  aTelegramContact,
  anEmailContact,
  aWidget,
};

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

interface WidgetsWorld {
  site?: Site;
  widget?: Widget;
  collections?: CollectionView[];
  contacts?: Contact[];
  /** The cards of the widget's preview, all under its one tag. */
  cards?: StorefrontCard[];
  /** When a publication happens. */
  now?: string;
  /** How many product rows a page holds. */
  rowsPageSize?: number;
}

/**
 * What the widget editor reads: its site, the widget, its preview, the merchant's catalog and
 * contacts. A content change is recorded; the widget keeps its style, contacts and publication as
 * the console changes them, so a test sets the state it starts from; the preview shows the
 * saved style.
 */
export function fakeWidgetsServer(world: WidgetsWorld = {}, routes: Routes = {}) {
  let widget = world.widget ?? aWidget();
  const site = world.site ?? aSite({ widgets: [widget] });
  const collections = world.collections ?? [aCollection()];
  const summary = ({ categories: _c, products, ...rest }: CollectionView): CollectionSummary => ({
    ...rest,
    products_quantity: products.length,
  });
  const withoutProducts = ({ products: _p, ...rest }: CollectionView) => rest;
  const changed = (fields: Partial<Widget>) => {
    widget = { ...widget, ...fields };
    return reply(200, { data: widget });
  };

  return createFakeApi({
    'GET v1/platform/site/:id/': () => reply(200, { data: site }),
    'GET v1/platform/widget/:id/': () => reply(200, { data: widget }),
    'GET v1/platform/widget/:id/preview/': () =>
      reply(200, {
        data: {
          widget_id: widget.id,
          tag_div: widget.tag_div,
          style: widgetStyleOf(widget.style),
          tags: [{ key: 'collection-1', title: 'Летняя коллекция' }],
          cards: world.cards ?? [],
        },
      }),
    'PUT v1/platform/showcase/:identifier/content/': () => reply(200, { data: {} }),
    'PUT v1/platform/widget/:id/style/': async (request) =>
      changed({ style: (await request.json()) as Widget['style'] }),
    'PUT v1/platform/widget/:id/contacts/': async (request) =>
      changed((await request.json()) as Pick<Widget, 'contacts_id'>),
    'POST v1/platform/widget/:id/publish/': () =>
      changed({
        published_at: world.now ?? '2026-03-02T12:00:00.000Z',
        has_unpublished_changes: false,
      }),
    'DELETE v1/platform/widget/:id/publish/': () =>
      changed({ published_at: null, has_unpublished_changes: false }),
    'GET v1/platform/service/notifier/contacts/': () => reply(200, { data: world.contacts ?? [] }),
    'GET v1/catalog/collections/': () => reply(200, { data: collections.map(summary) }),
    'GET v1/catalog/collection/:id/': (_request, { id }) => {
      const collection = collections.find((candidate) => candidate.id === Number(id));
      return collection
        ? reply(200, { data: withoutProducts(collection) })
        : reply(404, { detail: 'Не найдено' });
    },
    ...productRowsRoutes(() => collections, world.rowsPageSize),
    // The widget's YML feed, off until a test's own routes say otherwise.
    'GET v1/platform/widget/:id/feed/': () => reply(200, { data: { enabled: false, url: null } }),
    ...routes,
  });
}
