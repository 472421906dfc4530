import { storefrontShowcaseSchema, type StorefrontShowcase } from '@vitrina/contracts/storefront';
import { WIDGET_STYLE_DEFAULTS } from '@vitrina/contracts/widget-style';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { createSite, createWidget, type CreatedWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { confirmDomain, publicShowcases, smallAndLargeCollections } from '../../testing/storefront';

describe('the style tab’s preview: GET /api/v1/platform/widget/{id}/preview/', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;

  const newWidget = async () => {
    const site = await createSite(session.app, session.merchant);
    return createWidget(session.app, session.merchant, site.id);
  };
  const showContent = async (widget: CreatedWidget, ids: number[]) => {
    const response = await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids,
    });
    expect(response.statusCode).toBe(200);
  };
  const previewOf = async (widget: CreatedWidget): Promise<StorefrontShowcase> => {
    const response = await call('GET', `platform/widget/${widget.id}/preview/`);
    expect(response.statusCode).toBe(200);
    return storefrontShowcaseSchema.parse(response.json().data);
  };

  it('shows the draft content of a widget never published, with its products on sale', async () => {
    const widget = await newWidget();
    const shoes = (await createCollection(session.app, session.merchant, 'Обувь')).id;
    const boots = (await createCategory(session.app, session.merchant, shoes, null, 'Сапоги')).id;
    const felt = await createProduct(session.app, session.merchant, shoes, { title: 'Валенки' });
    await call('PUT', `catalog/product/${felt.id}/`, { categories_id: [boots] });
    await createProduct(session.app, session.merchant, shoes, {
      title: 'Снято с продажи',
      onSale: false,
    });
    await showContent(widget, [boots, shoes]);

    const response = await call('GET', `platform/widget/${widget.id}/preview/`);
    const preview = storefrontShowcaseSchema.parse(response.json().data);

    expect(response.headers['cache-control']).toBe('no-store');
    expect(preview).toMatchObject({
      widget_id: widget.id,
      tag_div: widget.tag_div,
      style: WIDGET_STYLE_DEFAULTS,
      tags: [
        { key: `category-${boots}`, title: 'Сапоги' },
        { key: `collection-${shoes}`, title: 'Обувь' },
      ],
    });
    expect(preview.cards.map((card) => [card.title, card.tags])).toEqual([
      ['Валенки', [`category-${boots}`, `collection-${shoes}`]],
    ]);
  });

  it('shows style and content edits made after publishing, which visitors do not see yet', async () => {
    const site = await createSite(session.app, session.merchant, ['preview.example.ru']);
    await confirmDomain(db(), site.domains[0]!.id);
    const widget = await createWidget(session.app, session.merchant, site.id);
    const first = (await createCollection(session.app, session.merchant, 'Первая')).id;
    const second = (await createCollection(session.app, session.merchant, 'Вторая')).id;
    await createProduct(session.app, session.merchant, second, { title: 'Новинка' });
    await showContent(widget, [first]);
    await call('POST', `platform/widget/${widget.id}/publish/`);
    await call('PUT', `platform/widget/${widget.id}/style/`, {
      accent_color: '#aa0000',
      columns: 2,
      show_description: false,
      button_text: 'Заказать',
      order_flow: 'direct',
      cart_position: 'top-left',
    });
    await showContent(widget, [second]);

    const preview = await previewOf(widget);
    const visitors = await publicShowcases(session.app, site.id, 'https://preview.example.ru');

    expect(preview.style).toEqual({
      accent_color: '#aa0000',
      columns: 2,
      show_description: false,
      button_text: 'Заказать',
      order_flow: 'direct',
      cart_position: 'top-left',
      online_payment: false,
      policy_url: null,
      confirmation_text: null,
    });
    expect(preview.cards.map((card) => card.title)).toEqual(['Новинка']);
    const [published] = visitors.json().data.showcases;
    expect(published).toMatchObject({ style: WIDGET_STYLE_DEFAULTS, cards: [] });
  });

  it('shows an empty showcase when nothing is chosen', async () => {
    const widget = await newWidget();

    expect(await previewOf(widget)).toMatchObject({ tags: [], cards: [] });
  });

  it('answers 404 for another merchant’s widget and for none, showing nothing', async () => {
    const widget = await newWidget();
    const stranger = await registerAccount(session.app);

    const foreign = await callApi(
      session.app,
      stranger,
      'GET',
      `platform/widget/${widget.id}/preview/`,
    );
    const missing = await call('GET', 'platform/widget/987654/preview/');

    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).not.toHaveProperty('data');
  });

  it('answers 401 without a session', async () => {
    const widget = await newWidget();

    const response = await session.app.inject({
      method: 'GET',
      url: `/api/v1/platform/widget/${widget.id}/preview/`,
    });

    expect(response.statusCode).toBe(401);
  });

  it('is documented in OpenAPI, signed in, answering the showcase', async () => {
    const docs = await session.app.inject({ method: 'GET', url: '/api/docs/json' });
    const preview = docs.json().paths['/api/v1/platform/widget/{id}/preview'].get;

    expect(preview).toMatchObject({ tags: ['platform'], security: [{ bearerAuth: [] }] });
    const answer = preview.responses['200'].content['application/json'].schema;
    expect(answer.properties.data.required).toEqual(
      expect.arrayContaining(['widget_id', 'tag_div', 'style', 'tags', 'cards']),
    );
    expect(Object.keys(preview.responses)).toEqual(['200', '401', '403', '404', '422']);
  });

  it('reads in three statements whatever the catalog', async () => {
    const widget = await newWidget();
    const { small, large, category } = await smallAndLargeCollections(session);
    const read = () => previewOf(widget);

    await showContent(widget, [small]);
    const fewCards = await countQueries(db(), read);
    await showContent(widget, [small, large, category]);
    const manyCards = await countQueries(db(), read);

    expect((await previewOf(widget)).cards).toHaveLength(31);
    // The draft, its nodes and the cards.
    expect([fewCards, manyCards]).toEqual([3, 3]);
  });
});
