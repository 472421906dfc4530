import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';

describe('OpenAPI', () => {
  const testApp = useTestApp();

  it('lists the routes with their schemas at /api/docs/json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info).toMatchObject({ title: 'Vitrina API', version: '0.1.49' });
    expect(document.paths['/api/health'].get.responses['200'].content).toHaveProperty(
      'application/json',
    );
  });

  it('documents the user API: form-encoded bodies, tags and the bearer token', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

    expect(paths['/api/user/login'].post.tags).toEqual(['auth']);
    expect(paths['/api/user/login'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
    expect(paths['/api/user/password/apply'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
    expect(paths['/api/user/register'].post.responses['400'].content).toHaveProperty(
      'application/json',
    );
    expect(paths['/api/user/me/profile'].put).toMatchObject({
      tags: ['profile'],
      security: [{ bearerAuth: [] }],
    });
  });

  it('documents the characteristic calls with the contracts as their bodies', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const mainValues =
      paths['/api/v1/catalog/product/{product_id}/characteristic/{characteristic_id}/values/main'];

    expect(paths['/api/v1/catalog/characteristics'].get.tags).toEqual(['catalog']);
    expect(
      paths['/api/v1/catalog/characteristic'].post.requestBody.content['application/json'].schema
        .required,
    ).toEqual(['title', 'values']);
    expect(Object.keys(paths['/api/v1/catalog/characteristic/{id}'])).toEqual(['put', 'delete']);
    expect(mainValues.put).toMatchObject({ tags: ['catalog'], security: [{ bearerAuth: [] }] });
    expect(mainValues.put.requestBody.content['application/json'].schema.required).toEqual([
      'values_id',
    ]);
  });

  it('documents the variant calls with the contracts as their bodies and answers', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const variants = paths['/api/v1/catalog/product/{id}/variants'];
    const uses = paths['/api/v1/catalog/characteristic/{id}/variant-uses'];

    expect(Object.keys(variants)).toEqual(['get', 'put']);
    expect(variants.put).toMatchObject({ tags: ['catalog'], security: [{ bearerAuth: [] }] });
    expect(variants.put.requestBody.content['application/json'].schema.required).toEqual([
      'options',
      'variants',
    ]);
    expect(
      variants.get.responses['200'].content['application/json'].schema.properties.data.required,
    ).toEqual(['options', 'variants']);
    expect(Object.keys(variants.put.responses)).toEqual(['200', '400', '401', '403', '404', '422']);
    expect(uses.get.tags).toEqual(['catalog']);
  });

  it('documents the form-data service calls, the confirmation link’s token a path parameter', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const base = '/api/v1/platform/service/notifier';

    expect(paths[`${base}/contacts`].get).toMatchObject({
      tags: ['notifier'],
      security: [{ bearerAuth: [] }],
    });
    expect(Object.keys(paths[`${base}/contact/{id}`])).toEqual(['patch', 'delete']);
    expect(paths[`${base}/contact/{id}/test`].post.tags).toEqual(['notifier']);
    expect(
      paths[`${base}/telegram`].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['title', 'api_key']);
    expect(paths[`${base}/email/verify/send`].post.responses).toHaveProperty('500');
    expect(paths[`${base}/email/verify/{token}`].post.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'path', required: true }),
    ]);
  });

  it('documents the storefront’s calls: the product view, the cart’s lines and the price change', async () => {
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const view = paths['/api/v1/public/sites/{site_id}/products/{product_id}'].get;
    const order = paths['/api/v1/public/orders'].post;

    expect(view.tags).toEqual(['public']);
    expect(Object.keys(view.responses)).toEqual(['200', '403', '404', '422', '429']);
    expect(
      view.responses['200'].content['application/json'].schema.properties.data.required,
    ).toEqual(['id', 'photos', 'text']);
    const body = order.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['lines', 'product_id']));
    expect(body.properties.lines.items.required).toEqual([
      'product_id',
      'quantity',
      'unit_price_seen',
    ]);
    expect(JSON.stringify(order.responses['409'])).toContain('price_now');
    expect(JSON.stringify(order.responses['409'])).toContain('stock_left');
    expect(
      order.responses['201'].content['application/json'].schema.properties.data.required,
    ).toEqual(['number', 'total']);
  });

  it.each(['/api/docs', '/api/docs/'])(
    'serves at %s a UI page whose scripts and styles load under the CSP',
    async (url) => {
      const page = await testApp.app.inject({ method: 'GET', url });

      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const resources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(
        (match) => new URL(match[1] ?? '', `http://localhost${url}`).pathname,
      );
      expect(resources.length).toBeGreaterThan(3);
      for (const resource of resources) {
        const response = await testApp.app.inject({ method: 'GET', url: resource });
        expect(response.statusCode, resource).toBe(200);
      }
    },
  );
});
