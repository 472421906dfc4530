import type { CollectionSummary } from '@vitrina/contracts/catalog';
import type { Site, Widget } from '@vitrina/contracts/platform';
import type { CollectionView } from '../../../shared/api/catalog-reads';
import { aCategory, aCollection, aProduct } from '../../../testing/catalog-fixtures';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { aSite, aWidget } from '../../../testing/platform-fixtures';

export { aCategory, aCollection, aProduct, aSite, aWidget };

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

interface WidgetsWorld {
  site?: Site;
  widget?: Widget;
  collections?: CollectionView[];
}

/**
 * What the widget editor reads: its site, the widget, and the merchant's catalog. A content
 * change is recorded; the widget answers as given, so a test sets the state it needs.
 */
export function fakeWidgetsServer(world: WidgetsWorld = {}, routes: Routes = {}) {
  const widget = world.widget ?? aWidget();
  const site = world.site ?? aSite({ widgets: [widget] });
  const collections = world.collections ?? [aCollection()];
  const summary = ({ categories: _c, products, ...rest }: CollectionView): CollectionSummary => ({
    ...rest,
    products_quantity: products.length,
  });
  const withoutProducts = ({ products: _p, ...rest }: CollectionView) => rest;

  return createFakeApi({
    'GET v1/platform/site/:id/': () => reply(200, { data: site }),
    'GET v1/platform/widget/:id/': () => reply(200, { data: widget }),
    'PUT v1/platform/showcase/:identifier/content/': () => reply(200, { data: {} }),
    'GET v1/catalog/collections/': () => reply(200, { data: collections.map(summary) }),
    'GET v1/catalog/collection/:id/': (_request, { id }) => {
      const collection = collections.find((candidate) => candidate.id === Number(id));
      return collection
        ? reply(200, { data: withoutProducts(collection) })
        : reply(404, { detail: 'Не найдено' });
    },
    ...routes,
  });
}
