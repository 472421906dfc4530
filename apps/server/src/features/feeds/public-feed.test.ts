import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhotos, products, shops } from '../../db/schema';
import { ownShopId } from '../../testing/accounts';
import { captureLogs } from '../../testing/capture-logs';
import { createCategory, createProduct } from '../../testing/catalog';
import { createCharacteristic, valueIdsOf } from '../../testing/characteristics';
import {
  orderFor,
  originOf,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { giveVariants } from '../../testing/variants';

/** An element as saxes reads it back: its attributes, its elements and its text. */
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The document's root element; a DTD or malformed XML fails the test. */
function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const document: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const open = [document];
  parser.on('doctype', () => {
    throw new Error('a feed carries no DTD');
  });
  parser.on('opentag', (tag) => {
    const node = { name: tag.name, attributes: { ...tag.attributes }, children: [], text: '' };
    open.at(-1)!.children.push(node);
    open.push(node);
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  expect(document.children).toHaveLength(1);
  return document.children[0]!;
}

const all = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name);
const one = (node: XmlNode, name: string) => {
  const [found] = all(node, name);
  if (!found) throw new Error(`no <${name}> in <${node.name}>`);
  return found;
};

/** An offer as the test compares it: its attributes, and each element's text by name. */
function offerFields(offer: XmlNode) {
  const texts: Record<string, string | string[]> = {};
  for (const { name, text } of offer.children.filter((child) => child.name !== 'param')) {
    texts[name] = name === 'picture' ? [...((texts[name] as string[]) ?? []), text] : text;
  }
  const params = all(offer, 'param').map(({ attributes, text }) => [attributes.name, text]);
  return { ...offer.attributes, ...texts, params };
}

const SHIRT = 'Футболка «Лето» & <море>';

describe('a published widget’s YML feed: GET /api/v1/public/feeds/{token}.yml', () => {
  const logs = captureLogs();
  const session = useSignedInApp({ logger: logs.logger });
  const { call } = session;
  const db = () => session.testApp.database.db;
  let showcase: PublishedShowcase;
  let feedPath: string;
  const ids = { shirt: 0, mug: 0, clothes: 0, shirts: 0, redSmall: 0, blueLarge: 0 };

  const switchFeed = async (enabled: boolean) => {
    const response = await call('PUT', `platform/widget/${showcase.widgetId}/feed/`, { enabled });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.url as string | null;
  };
  const getFeed = (path = feedPath, headers: Record<string, string> = {}) =>
    session.app.inject({ method: 'GET', url: path, headers });
  const offersOf = (catalog: XmlNode) =>
    all(one(one(catalog, 'shop'), 'offers'), 'offer').map(offerFields);
  const pathOf = (url: string | null) => new URL(url!).pathname;

  /** Two photos of the shirt, second and first in the gallery. */
  async function givePhotos(productId: number) {
    const shopId = await ownShopId(db(), session.merchant.email);
    const photoOf = (name: string, position: number) => ({
      shopId,
      productId,
      position,
      origKey: `photos/${name}/2560.webp`,
      previewKey: `photos/${name}/800.webp`,
      smallKey: `photos/${name}/320.webp`,
    });
    await db()
      .insert(productPhotos)
      .values([photoOf('back', 2), photoOf('front', 1)]);
  }

  beforeAll(async () => {
    const { app, merchant } = session;
    showcase = await publishedShowcase(session.testApp, merchant, {
      product: {
        title: SHIRT,
        price: 2000,
        discount_value: 10,
        discount_type: 'PERCENT',
        sku: 'TS-1',
        description: 'Короткое',
        about: 'Хлопок, круглый ворот',
      },
    });
    ids.shirt = showcase.productId;
    ids.clothes = (await createCategory(app, merchant, showcase.collectionId, null, 'Одежда')).id;
    ids.shirts = (
      await createCategory(app, merchant, showcase.collectionId, ids.clothes, 'Футболки')
    ).id;
    const material = await createCharacteristic(app, merchant, 'Материал', ['хлопок', 'лён']);
    await call('PUT', `catalog/product/${ids.shirt}/`, {
      categories_id: [ids.shirts],
      characteristics_id: [material.id],
    });
    await call('PUT', `catalog/product/${ids.shirt}/characteristic/${material.id}/values/main/`, {
      values_id: valueIdsOf(material).slice(0, 1),
    });
    await givePhotos(ids.shirt);

    const mug = await createProduct(app, merchant, showcase.collectionId, {
      title: 'Кружка',
      price: 500,
      sku: 'MUG',
      track_stock: true,
    });
    ids.mug = mug.id;
    const variants = await giveVariants(app, merchant, ids.mug, [
      { values: ['красный', '250 мл'], sku: 'MUG-R-250', price: 600, stock: 3 },
      { values: ['синий', '350 мл'], sku: 'MUG-B-350', stock: 0 },
      { values: ['красный', '350 мл'], sku: 'MUG-R-350', stock: 5, enabled: false },
    ]);
    ids.redSmall = variants.get('красный, 250 мл')!;
    ids.blueLarge = variants.get('синий, 350 мл')!;
    await createProduct(app, merchant, showcase.collectionId, { title: 'Без цены' });
    await createProduct(app, merchant, showcase.collectionId, {
      title: 'Снят с продажи',
      price: 100,
      onSale: false,
    });
    // The widget's page becomes known by a buyer's order from it.
    const page = `${originOf(showcase.siteId)}/catalog/summer?utm_source=mail#top`;
    const ordered = await postOrder(app, orderFor(showcase, { page_url: page }));
    expect(ordered.statusCode, ordered.body).toBe(201);
    feedPath = pathOf(await switchFeed(true));
  });

  it('answers the catalog as YML: the shop, its categories and an offer a product or variant', async () => {
    const response = await getFeed();

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const catalog = parseXml(response.body);
    expect(catalog.name).toBe('yml_catalog');
    expect(catalog.attributes.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+03:00$/);
    const shop = one(catalog, 'shop');
    const [shopRow] = await db()
      .select({ title: shops.title })
      .from(shops)
      .where(eq(shops.id, await ownShopId(db(), session.merchant.email)));
    expect(one(shop, 'name').text).toBe('Магазин одежды');
    expect(one(shop, 'company').text).toBe(shopRow!.title);
    expect(one(shop, 'url').text).toBe(`${originOf(showcase.siteId)}/`);
    // The page of the widget's latest order, without what follows its path.
    const pageUrl = `${originOf(showcase.siteId)}/catalog/summer`;
    expect(one(one(shop, 'currencies'), 'currency').attributes).toEqual({ id: 'RUR', rate: '1' });
    expect(all(one(shop, 'categories'), 'category').map((node) => node.attributes)).toEqual([
      { id: String(showcase.collectionId) },
      { id: String(ids.clothes), parentId: String(showcase.collectionId) },
      { id: String(ids.shirts), parentId: String(ids.clothes) },
    ]);
    expect(all(one(shop, 'categories'), 'category').map((node) => node.text)).toEqual([
      'Одежда и обувь',
      'Одежда',
      'Футболки',
    ]);

    const photo = (name: string) => `http://localhost:8080/media/photos/${name}/2560.webp`;
    const mugOffer = (variant: number, fields: object) => ({
      id: `${ids.mug}v${variant}`,
      group_id: String(ids.mug),
      url: pageUrl,
      currencyId: 'RUR',
      categoryId: String(showcase.collectionId),
      ...fields,
    });
    expect(offersOf(catalog)).toEqual([
      {
        id: String(ids.shirt),
        available: 'true',
        url: pageUrl,
        price: '1800',
        oldprice: '2000',
        currencyId: 'RUR',
        categoryId: String(ids.shirts),
        picture: [photo('front'), photo('back')],
        name: SHIRT,
        vendorCode: 'TS-1',
        description: 'Хлопок, круглый ворот',
        params: [['Материал', 'хлопок']],
      },
      mugOffer(ids.redSmall, {
        available: 'true',
        price: '600',
        name: 'Кружка, красный, 250 мл',
        vendorCode: 'MUG-R-250',
        count: '3',
        params: [
          ['Цвет', 'красный'],
          ['Объём', '250 мл'],
        ],
      }),
      mugOffer(ids.blueLarge, {
        available: 'false',
        price: '500',
        name: 'Кружка, синий, 350 мл',
        vendorCode: 'MUG-B-350',
        count: '0',
        params: [
          ['Цвет', 'синий'],
          ['Объём', '350 мл'],
        ],
      }),
    ]);
  });

  it('lists a chosen category with its ancestors and subtree, and only the subtree’s products', async () => {
    const { app, merchant } = session;
    const other = await publishedShowcase(session.testApp, merchant, {
      siteId: showcase.siteId,
      product: { title: 'Кеды высокие', price: 3000 },
    });
    const collection = other.collectionId;
    const shoes = (await createCategory(app, merchant, collection, null, 'Обувь')).id;
    const sneakers = (await createCategory(app, merchant, collection, shoes, 'Кеды')).id;
    const high = (await createCategory(app, merchant, collection, sneakers, 'Высокие')).id;
    await createCategory(app, merchant, collection, shoes, 'Сапоги');
    await call('PUT', `catalog/product/${other.productId}/`, { categories_id: [high] });
    await createProduct(app, merchant, collection, { title: 'Без категории', price: 100 });
    const widget = (await call('GET', `platform/widget/${other.widgetId}/`)).json().data;
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [sneakers] });
    await call('POST', `platform/widget/${other.widgetId}/publish/`);
    const on = await call('PUT', `platform/widget/${other.widgetId}/feed/`, { enabled: true });

    const response = await getFeed(pathOf(on.json().data.url));

    expect(response.statusCode, response.body).toBe(200);
    const catalog = parseXml(response.body);
    const categories = all(one(one(catalog, 'shop'), 'categories'), 'category');
    expect(categories.map(({ attributes, text }) => ({ ...attributes, text }))).toEqual([
      { id: String(collection), text: 'Одежда и обувь' },
      { id: String(shoes), parentId: String(collection), text: 'Обувь' },
      { id: String(sneakers), parentId: String(shoes), text: 'Кеды' },
      { id: String(high), parentId: String(sneakers), text: 'Высокие' },
    ]);
    expect(offersOf(catalog)).toEqual([
      expect.objectContaining({
        id: String(other.productId),
        name: 'Кеды высокие',
        categoryId: String(high),
        url: `${originOf(showcase.siteId)}/`,
      }),
    ]);
  });

  it('escapes what the merchant typed', async () => {
    const body = (await getFeed()).body;

    expect(body).toContain('<name>Футболка «Лето» &amp; &lt;море&gt;</name>');
  });

  it('compresses the feed for a client that accepts it', async () => {
    const plain = await getFeed();

    const compressed = await getFeed(feedPath, { 'accept-encoding': 'gzip' });

    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 with no body to the ETag it gave', async () => {
    const { etag } = (await getFeed()).headers;

    const again = await getFeed(feedPath, { 'if-none-match': String(etag) });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('keeps the feed until the merchant writes, then shows the change at the next read', async () => {
    const before = await getFeed();
    // Outside the API: no write of the merchant's, so the kept feed still answers.
    await db().update(products).set({ title: 'Тайком' }).where(eq(products.id, ids.shirt));
    expect((await getFeed()).body).toBe(before.body);

    await call('PUT', `catalog/product/${ids.shirt}/`, { title: 'Футболка', price: 3000 });

    const after = await getFeed();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [shirt] = offersOf(parseXml(after.body));
    expect(shirt).toMatchObject({ name: 'Футболка', price: '2700', oldprice: '3000' });
  });

  it('stops answering at its address once turned off; turned on again, at a new one', async () => {
    await switchFeed(false);

    const off = await getFeed();
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual({ detail: messages.http.notFound });

    const renewed = pathOf(await switchFeed(true));
    expect(renewed).not.toBe(feedPath);
    expect((await getFeed()).statusCode).toBe(404);
    expect((await getFeed(renewed)).statusCode).toBe(200);
    feedPath = renewed;
  });

  it('answers 404 while the widget is not published', async () => {
    const unpublish = await call('DELETE', `platform/widget/${showcase.widgetId}/publish/`);
    expect(unpublish.statusCode).toBe(200);

    expect((await getFeed()).statusCode).toBe(404);

    await call('POST', `platform/widget/${showcase.widgetId}/publish/`);
    expect((await getFeed()).statusCode).toBe(200);
  });

  it('logs the route of a read, never its token', async () => {
    const token = feedPath.split('/').at(-1)!.replace('.yml', '');

    await getFeed();

    expect(JSON.stringify(logs.lines)).not.toContain(token);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({
        url: '/api/v1/public/feeds/:token.yml',
      }),
    );
  });

  it.each([
    ['a token no feed has', `/api/v1/public/feeds/${'x'.repeat(43)}.yml`],
    ['a token of another shape', '/api/v1/public/feeds/abc.yml'],
  ])('answers 404 for %s, telling nothing', async (_, path) => {
    const response = await getFeed(path);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.http.notFound });
  });
});
