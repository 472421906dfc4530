import { storefrontShowcasesSchema, type StorefrontShowcase } from '@vitrina/contracts/storefront';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhotos, products, widgetPublications } from '../../db/schema';
import { registerAccount } from '../../testing/accounts';
import { createCategory, createCollection, createProduct } from '../../testing/catalog';
import { createCharacteristic, valueIdsOf } from '../../testing/characteristics';
import { countQueries } from '../../testing/count-queries';
import { createSite, createWidget, type CreatedWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { confirmDomain, publicShowcases, smallAndLargeCollections } from '../../testing/storefront';

const SHOP = 'https://shop.example.ru';

describe('public showcases: GET /api/v1/public/sites/{id}/showcases', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;

  let sites = 0;
  /** A site of its own confirmed domain, with one widget; `origin` a page of that domain. */
  async function newSite() {
    sites += 1;
    const site = await createSite(session.app, session.merchant, [`shop${sites}.example.ru`]);
    await confirmDomain(db(), site.domains[0]!.id);
    const widget = await createWidget(session.app, session.merchant, site.id);
    return { siteId: site.id, widget, origin: `https://shop${sites}.example.ru` };
  }
  const showContent = async (widget: CreatedWidget, ids: number[]) => {
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids });
    expect((await call('POST', `platform/widget/${widget.id}/publish/`)).statusCode).toBe(200);
  };
  const showcasesOf = async (siteId: number, origin: string): Promise<StorefrontShowcase[]> => {
    const response = await publicShowcases(session.app, siteId, origin);
    expect(response.statusCode).toBe(200);
    return storefrontShowcasesSchema.parse(response.json()).data.showcases;
  };
  const titlesOf = (showcase: StorefrontShowcase | undefined) =>
    showcase?.cards.map((card) => card.title);

  describe('CORS by the site’s confirmed domains', () => {
    let siteId: number;

    beforeAll(async () => {
      const site = await createSite(session.app, session.merchant, [
        'shop.example.ru',
        'other.example.ru',
      ]);
      siteId = site.id;
      await confirmDomain(db(), site.domains[0]!.id);
    });

    it.each([
      ['the confirmed domain', SHOP],
      ['its www.', 'https://www.shop.example.ru'],
      ['the confirmed domain on plain http and another port', 'http://shop.example.ru:8080'],
    ])('answers a page on %s, echoing its origin', async (_, origin) => {
      const response = await publicShowcases(session.app, siteId, origin);

      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers.vary).toBe('Origin, Accept-Encoding');
      expect(response.json()).toEqual({ data: { showcases: [] } });
    });

    it.each([
      ['an unconfirmed domain of the site', 'https://other.example.ru'],
      ['a foreign origin', 'https://evil.example.com'],
      ['a name ending in the domain', 'https://shop.example.ru.evil.com'],
      ['a name ending with it without a dot', 'https://myshop.example.ru'],
      ['a www. of the www.', 'https://www.www.shop.example.ru'],
      ['an opaque origin', 'null'],
      ['no Origin', undefined],
    ])('refuses %s with 403 and no data', async (_, origin) => {
      const response = await publicShowcases(session.app, siteId, origin);

      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers.vary).toBe('Origin');
      expect(response.json()).toEqual({ detail: expect.any(String) });
    });

    it('refuses every page of a site with no confirmed domain, and of no site', async () => {
      const unconfirmed = await createSite(session.app, session.merchant, ['third.example.ru']);

      for (const id of [unconfirmed.id, 987654]) {
        const response = await publicShowcases(session.app, id, 'https://third.example.ru');
        expect(response.statusCode).toBe(403);
        expect(response.json().data).toBeUndefined();
      }
    });

    it('answers a preflight from a confirmed domain only', async () => {
      const preflight = (origin: string) =>
        session.app.inject({
          method: 'OPTIONS',
          url: `/api/v1/public/sites/${siteId}/showcases`,
          headers: { origin, 'access-control-request-method': 'GET' },
        });

      const allowed = await preflight('https://www.shop.example.ru');
      const foreign = await preflight('https://evil.example.com');

      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://www.shop.example.ru');
      expect(allowed.headers['access-control-allow-methods']).toBe('GET');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('what a site shows', () => {
    it('shows published widgets only, with the products on sale of their content', async () => {
      const { siteId, widget, origin } = await newSite();
      const draft = await createWidget(session.app, session.merchant, siteId, 'Черновик');
      const clothes = (await createCollection(session.app, session.merchant, 'Одежда')).id;
      const shoes = (await createCollection(session.app, session.merchant, 'Обувь')).id;
      const boots = (await createCategory(session.app, session.merchant, shoes, null, 'Сапоги')).id;
      const winter = (await createCategory(session.app, session.merchant, shoes, boots, 'Зима')).id;
      const shirt = await createProduct(session.app, session.merchant, clothes, {
        title: 'Рубашка',
        description: 'Лён',
        price: 1990,
        discount_value: 10,
        sku: 'SKU-1',
        quantity: 7,
      });
      await createProduct(session.app, session.merchant, clothes, {
        title: 'Снято с продажи',
        onSale: false,
      });
      const felt = await createProduct(session.app, session.merchant, shoes, { title: 'Валенки' });
      await call('PUT', `catalog/product/${felt.id}/`, { categories_id: [winter] });
      await createProduct(session.app, session.merchant, shoes, { title: 'Без категории' });
      await call('PUT', `platform/showcase/${draft.showcases[0]}/content/`, { ids: [shoes] });
      await showContent(widget, [boots, clothes]);

      const showcases = await showcasesOf(siteId, origin);

      expect(showcases).toHaveLength(1);
      const [showcase] = showcases;
      expect(showcase).toMatchObject({ widget_id: widget.id, tag_div: widget.tag_div });
      expect(showcase!.style.button_text).toBe('Купить');
      expect(showcase!.tags).toEqual([
        { key: `category-${boots}`, title: 'Сапоги' },
        { key: `collection-${clothes}`, title: 'Одежда' },
      ]);
      expect(showcase!.cards).toEqual([
        {
          id: shirt.id,
          title: 'Рубашка',
          description: 'Лён',
          price: '1990.00',
          discount_value: '10.00',
          discount_type: 'PERCENT',
          module: 'THINGS',
          photo: null,
          main_values: [],
          tags: [`collection-${clothes}`],
          available: true,
          variants: null,
        },
        expect.objectContaining({ id: felt.id, tags: [`category-${boots}`] }),
      ]);
    });

    it('gives a card its main photo’s files and its main value lines', async () => {
      const { siteId, widget, origin } = await newSite();
      const collection = (await createCollection(session.app, session.merchant)).id;
      const { id } = await createProduct(session.app, session.merchant, collection);
      const colour = await createCharacteristic(session.app, session.merchant);
      const size = await createCharacteristic(session.app, session.merchant, 'Размер', ['S', 'M']);
      await call('PUT', `catalog/product/${id}/`, { characteristics_id: [colour.id, size.id] });
      await call('PUT', `catalog/product/${id}/characteristic/${colour.id}/values/main/`, {
        values_id: valueIdsOf(colour).slice(0, 2),
      });
      const [owner] = await db().select().from(products).where(eq(products.id, id));
      const photoOf = (name: string, position: number) => ({
        shopId: owner!.shopId,
        productId: id,
        position,
        origKey: `photos/${name}/2560.webp`,
        previewKey: `photos/${name}/800.webp`,
        smallKey: `photos/${name}/320.webp`,
      });
      await db()
        .insert(productPhotos)
        .values([photoOf('second', 2), photoOf('main', 1)]);
      await showContent(widget, [collection]);

      const [card] = (await showcasesOf(siteId, origin))[0]!.cards;

      expect(card!.photo).toEqual({
        preview: expect.stringMatching(/\/photos\/main\/800\.webp$/),
        small: card!.photo!.preview.replace('800.webp', '320.webp'),
        orig: card!.photo!.preview.replace('800.webp', '2560.webp'),
      });
      expect(card!.main_values).toEqual(['Цвет: красный, синий']);
    });

    it('shows none of another merchant’s catalog, even when its content names it', async () => {
      const { siteId, widget, origin } = await newSite();
      const boris = await registerAccount(session.app);
      const borisCollection = (await createCollection(session.app, boris, 'Чужое')).id;
      const borisCategory = (await createCategory(session.app, boris, borisCollection)).id;
      await createProduct(session.app, boris, borisCollection, { title: 'Чужой товар' });
      await showContent(widget, []);
      // Published content is a snapshot of ids: name the other merchant's nodes in it directly.
      await db()
        .update(widgetPublications)
        .set({
          content: [
            { collection_id: borisCollection, category_id: null },
            { collection_id: null, category_id: borisCategory },
          ],
        })
        .where(eq(widgetPublications.widgetId, widget.id));

      const [showcase] = await showcasesOf(siteId, origin);

      expect(showcase).toMatchObject({ widget_id: widget.id, tags: [], cards: [] });
    });
  });

  describe('caching', () => {
    it('serves a site from memory until its merchant writes', async () => {
      const { siteId, widget, origin } = await newSite();
      const collection = (await createCollection(session.app, session.merchant)).id;
      const product = await createProduct(session.app, session.merchant, collection, {
        title: 'Старое',
      });
      await showContent(widget, [collection]);
      expect(titlesOf((await showcasesOf(siteId, origin))[0])).toEqual(['Старое']);

      // A change behind the API's back is not seen: the answer comes from the cache.
      await db().update(products).set({ title: 'Мимо' }).where(eq(products.id, product.id));
      expect(titlesOf((await showcasesOf(siteId, origin))[0])).toEqual(['Старое']);

      await call('PUT', `catalog/product/${product.id}/`, { title: 'Новое' });
      expect(titlesOf((await showcasesOf(siteId, origin))[0])).toEqual(['Новое']);

      await call('DELETE', `platform/widget/${widget.id}/publish/`);
      expect(await showcasesOf(siteId, origin)).toEqual([]);
    });

    it('shows a category deleted after publishing no more, nor its products', async () => {
      const { siteId, widget, origin } = await newSite();
      const collection = (await createCollection(session.app, session.merchant)).id;
      const category = (await createCategory(session.app, session.merchant, collection)).id;
      const product = await createProduct(session.app, session.merchant, collection);
      await call('PUT', `catalog/product/${product.id}/`, { categories_id: [category] });
      await showContent(widget, [category]);
      expect((await showcasesOf(siteId, origin))[0]!.cards).toHaveLength(1);

      await call('DELETE', `catalog/category/${category}/`);

      expect((await showcasesOf(siteId, origin))[0]).toMatchObject({ tags: [], cards: [] });
    });

    it('has the browser revalidate every load, and answers 304 to its ETag until the answer changes', async () => {
      const { siteId, widget, origin } = await newSite();
      const collection = (await createCollection(session.app, session.merchant)).id;
      const product = await createProduct(session.app, session.merchant, collection);
      await showContent(widget, [collection]);

      const first = await publicShowcases(session.app, siteId, origin);
      const etag = first.headers.etag as string;
      const again = await publicShowcases(session.app, siteId, origin, { 'if-none-match': etag });
      await call('PUT', `catalog/product/${product.id}/`, { price: 500 });
      const changed = await publicShowcases(session.app, siteId, origin, { 'if-none-match': etag });

      expect(first.headers['cache-control']).toBe('no-cache');
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['access-control-allow-origin']).toBe(origin);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('sends the body compressed as the client accepts, the same answer in each form', async () => {
      const { siteId, widget, origin } = await newSite();
      const collection = (await createCollection(session.app, session.merchant)).id;
      await createProduct(session.app, session.merchant, collection);
      await showContent(widget, [collection]);
      const read = (encoding: string) =>
        publicShowcases(session.app, siteId, origin, { 'accept-encoding': encoding });

      const [plain, gzip, br, refused] = await Promise.all([
        read('identity'),
        read('gzip, deflate'),
        read('gzip, deflate, br'),
        read('br;q=0, gzip'),
      ]);

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(refused.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(new Set([plain, gzip, br].map((response) => response.headers.etag)).size).toBe(1);
      expect(gzip.headers.vary).toBe('Origin, Accept-Encoding');
    });

    it('reads a site in four statements whatever its catalog, and then in none', async () => {
      const { siteId, widget, origin } = await newSite();
      const { small, large, category } = await smallAndLargeCollections(session);
      const read = () => publicShowcases(session.app, siteId, origin);

      await showContent(widget, [small]);
      const fewCards = await countQueries(db(), read);
      const cached = await countQueries(db(), read);
      await showContent(widget, [small, large, category]);
      const manyCards = await countQueries(db(), read);

      expect((await showcasesOf(siteId, origin))[0]!.cards).toHaveLength(31);
      expect([fewCards, manyCards, cached]).toEqual([4, 4, 0]);
    });
  });
});

describe('public showcases are counted per address', () => {
  const session = useSignedInApp({ rateLimits: { showcasesPerIp: { max: 2, windowSeconds: 60 } } });

  it('answers 429 past the limit, refused reads included', async () => {
    const read = () => publicShowcases(session.app, 987654, 'https://shop.example.ru');

    const answers = [await read(), await read(), await read()];

    expect(answers.map((response) => response.statusCode)).toEqual([403, 403, 429]);
  });
});
