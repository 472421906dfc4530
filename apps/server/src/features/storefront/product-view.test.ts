import { messages } from '@vitrina/contracts/messages';
import { storefrontProductSchema } from '@vitrina/contracts/storefront';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhotos, products, widgetPublications } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { createSite, createWidget, type CreatedWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { confirmDomain, publicProduct, publicShowcases } from '../../testing/storefront';

describe('a product’s view: GET /api/v1/public/sites/{site_id}/products/{product_id}', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;
  let sites = 0;
  let boris: Account;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
  });

  /** A site of its own confirmed domain with one widget; `origin` a page of that domain. */
  async function newSite(account = session.merchant) {
    sites += 1;
    const domain = `view${sites}.example.ru`;
    const site = await createSite(session.app, account, [domain]);
    await confirmDomain(db(), site.domains[0]!.id);
    const widget = await createWidget(session.app, account, site.id);
    return { siteId: site.id, widget, origin: `https://${domain}` };
  }

  const publish = async (account: Account, widget: CreatedWidget, ids: number[]) => {
    const platform = (method: 'PUT' | 'POST', path: string, payload?: object) =>
      callApi(session.app, account, method, `platform/${path}`, payload);
    await platform('PUT', `showcase/${widget.showcases[0]}/content/`, { ids });
    expect((await platform('POST', `widget/${widget.id}/publish/`)).statusCode).toBe(200);
  };

  /** Photos written as the upload would leave them, `names` in the gallery's order. */
  async function addPhotos(productId: number, names: string[]) {
    const [owner] = await db().select().from(products).where(eq(products.id, productId));
    // Inserted last first, so the answer's order is the positions', not the rows'.
    const rows = names.map((name, index) => ({
      shopId: owner!.shopId,
      productId,
      position: index + 1,
      origKey: `photos/${name}/2560.webp`,
      previewKey: `photos/${name}/800.webp`,
      smallKey: `photos/${name}/320.webp`,
    }));
    await db().insert(productPhotos).values(rows.reverse());
  }

  /** A published site showing a collection with one product of three photos and a text. */
  async function shownProduct(account = session.merchant) {
    const site = await newSite(account);
    const collection = (await createCollection(session.app, account)).id;
    const product = await createProduct(session.app, account, collection, {
      text: 'Первая строка\nВторая строка',
    });
    await addPhotos(product.id, ['main', 'second', 'third']);
    await publish(account, site.widget, [collection]);
    return { ...site, collection, productId: product.id };
  }

  it('answers every photo in the merchant’s order, shaped as the card’s, and the text', async () => {
    const { siteId, origin, productId } = await shownProduct();

    const response = await publicProduct(session.app, siteId, productId, origin);

    expect(response.statusCode).toBe(200);
    const { data } = storefrontProductSchema.parse(response.json());
    expect(data.id).toBe(productId);
    expect(data.text).toBe('Первая строка\nВторая строка');
    expect(data.photos.map((photo) => photo.preview)).toEqual([
      expect.stringMatching(/\/photos\/main\/800\.webp$/),
      expect.stringMatching(/\/photos\/second\/800\.webp$/),
      expect.stringMatching(/\/photos\/third\/800\.webp$/),
    ]);
    const [card] = (await publicShowcases(session.app, siteId, origin)).json().data.showcases[0]
      .cards;
    expect(data.photos[0]).toEqual(card.photo);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'cache-control': 'no-cache',
      vary: 'Origin, Accept-Encoding',
      etag: expect.stringMatching(/^W\/"[\w-]+"$/),
    });
  });

  it('answers a product filed under a shown category’s descendant, with no photos', async () => {
    const { siteId, widget, origin } = await newSite();
    const collection = (await createCollection(session.app, session.merchant)).id;
    const shoes = (await createCategory(session.app, session.merchant, collection)).id;
    const boots = (await createCategory(session.app, session.merchant, collection, shoes)).id;
    const product = await createProduct(session.app, session.merchant, collection);
    await call('PUT', `catalog/product/${product.id}/`, { categories_id: [boots] });
    await publish(session.merchant, widget, [shoes]);

    const response = await publicProduct(session.app, siteId, product.id, origin);

    expect(response.json()).toEqual({ data: { id: product.id, photos: [], text: null } });
  });

  describe('a product the site does not show', () => {
    it.each<[string, { onSale?: boolean; elsewhere?: boolean; draftOnly?: boolean }]>([
      ['off sale', { onSale: false }],
      ['in no shown collection', { elsewhere: true }],
      ['shown by an unpublished widget’s draft alone', { draftOnly: true }],
    ])('answers 404 for a product %s', async (_, { onSale = true, elsewhere, draftOnly }) => {
      const { siteId, widget, origin } = await newSite();
      const shown = (await createCollection(session.app, session.merchant)).id;
      const other = (await createCollection(session.app, session.merchant)).id;
      const product = await createProduct(
        session.app,
        session.merchant,
        elsewhere ? other : shown,
        { onSale },
      );
      if (draftOnly) {
        const draft = await createWidget(session.app, session.merchant, siteId, 'Черновик');
        await call('PUT', `platform/showcase/${draft.showcases[0]}/content/`, { ids: [shown] });
      } else {
        await publish(session.merchant, widget, [shown]);
      }

      const response = await publicProduct(session.app, siteId, product.id, origin);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.http.notFound });
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    });

    it('answers 404 for an id of no product', async () => {
      const { siteId, origin } = await shownProduct();

      expect((await publicProduct(session.app, siteId, 987654, origin)).statusCode).toBe(404);
    });
  });

  describe('pages and merchants', () => {
    it.each([
      ['a foreign page', 'https://evil.example.com'],
      ['a name ending in the domain', 'https://view-evil.example.ru'],
      ['no Origin', undefined],
    ])('refuses %s with 403 and no data', async (_, foreign) => {
      const { siteId, productId } = await shownProduct();

      const response = await publicProduct(session.app, siteId, productId, foreign);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: messages.order.showcaseNotFound });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('shows no merchant’s product through another’s site, even named in its content', async () => {
      const mine = await shownProduct();
      const his = await shownProduct(boris);
      // Published content is a snapshot of ids: name the other merchant's collection in it.
      await db()
        .update(widgetPublications)
        .set({ content: [{ collection_id: his.collection, category_id: null }] })
        .where(eq(widgetPublications.widgetId, mine.widget.id));

      const throughMine = await publicProduct(session.app, mine.siteId, his.productId, mine.origin);
      const fromHisPage = await publicProduct(session.app, mine.siteId, mine.productId, his.origin);
      const hisOwn = await publicProduct(session.app, his.siteId, his.productId, his.origin);

      expect(throughMine.statusCode).toBe(404);
      expect(fromHisPage.statusCode).toBe(403);
      expect(hisOwn.statusCode).toBe(200);
    });

    it('answers a preflight from the site’s confirmed domain only', async () => {
      const { siteId, productId, origin } = await shownProduct();
      const preflight = (from: string) =>
        session.app.inject({
          method: 'OPTIONS',
          url: `/api/v1/public/sites/${siteId}/products/${productId}`,
          headers: { origin: from, 'access-control-request-method': 'GET' },
        });

      const allowed = await preflight(origin);
      const foreign = await preflight('https://evil.example.com');

      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
      expect(allowed.headers['access-control-allow-methods']).toBe('GET');
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('caching', () => {
    it('answers 304 to its ETag until the merchant changes the product', async () => {
      const { siteId, origin, productId } = await shownProduct();
      const read = (headers?: Record<string, string>) =>
        publicProduct(session.app, siteId, productId, origin, headers);

      const first = await read();
      const etag = first.headers.etag as string;
      const again = await read({ 'if-none-match': etag });
      await call('PUT', `catalog/product/${productId}/`, { text: 'Новый текст' });
      const changed = await read({ 'if-none-match': etag });

      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['access-control-allow-origin']).toBe(origin);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.text).toBe('Новый текст');
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('reads in four statements, then in none until the merchant writes', async () => {
      const { siteId, origin, productId, collection } = await shownProduct();
      const read = () => publicProduct(session.app, siteId, productId, origin);

      const cold = await countQueries(db(), read);
      const warm = await countQueries(db(), read);
      // Behind the API's back: the cache does not see it.
      await db().update(products).set({ about: 'Мимо' }).where(eq(products.id, productId));
      const unseen = (await read()).json().data.text;
      await createProduct(session.app, session.merchant, collection);
      const afterWrite = (await read()).json().data.text;

      expect([cold, warm]).toEqual([4, 0]);
      expect(unseen).toBe('Первая строка\nВторая строка');
      expect(afterWrite).toBe('Мимо');
    });

    it('stops showing a product once it is off sale', async () => {
      const { siteId, origin, productId } = await shownProduct();
      expect((await publicProduct(session.app, siteId, productId, origin)).statusCode).toBe(200);

      await call('PUT', `catalog/product/${productId}/`, { onSale: false });

      expect((await publicProduct(session.app, siteId, productId, origin)).statusCode).toBe(404);
    });
  });
});

describe('product views are counted per address', () => {
  const session = useSignedInApp({
    rateLimits: { productViewsPerIp: { max: 2, windowSeconds: 60 } },
  });

  it('answers 429 past the limit, refused reads included', async () => {
    const read = () => publicProduct(session.app, 987654, 1, 'https://shop.example.ru');

    const answers = [await read(), await read(), await read()];

    expect(answers.map((response) => response.statusCode)).toEqual([403, 403, 429]);
  });
});
