// PostgreSQL cannot store U+0000 in text and refuses the whole statement, so every text field of
// every write route refuses it with 422 before any query, and nothing is written.
import { messages } from '@vitrina/contracts/messages';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { bearer, PASSWORD, uniqueEmail } from '../testing/accounts';
import { createCategory, createCollection, createProduct } from '../testing/catalog';
import { createSite, createWidget } from '../testing/platform';
import { useSignedInApp } from '../testing/signed-in-app';

/** Rows the routes' paths and bodies refer to, made once by the merchant. */
interface Fixtures {
  collection: number;
  category: number;
  product: number;
  site: number;
  domain: number;
  widget: number;
}

interface WriteRoute {
  /** `METHOD path`; `{collection}`, `{site}`… stand for the fixtures' ids. */
  route: string;
  /** A valid body holding every field below; each case spoils one of them. */
  body: (ids: Fixtures) => Record<string, unknown>;
  textFields: string[];
  /** A date or a choice from a list: their own rule refuses any other character. */
  formattedFields?: string[];
}

const password = PASSWORD;
const product = {
  title: 'Кеды',
  sku: 'K-1',
  description: 'Белые',
  about: 'Кожа',
  text: 'Кожа',
  discount_type: 'PERCENT',
  module: 'THINGS',
};

const WRITE_ROUTES: WriteRoute[] = [
  // Accounts
  {
    route: 'POST /api/user/register',
    body: () => ({ email: uniqueEmail(), password, confirm_password: password }),
    textFields: ['email', 'password', 'confirm_password'],
  },
  {
    route: 'POST /api/user/login',
    body: () => ({ username: uniqueEmail(), password }),
    textFields: ['username', 'password'],
  },
  {
    route: 'POST /api/user/password/reset',
    body: () => ({ email: uniqueEmail() }),
    textFields: ['email'],
  },
  {
    route: 'POST /api/user/password/apply',
    body: () => ({ password, confirm_password: password, token: 'link-token' }),
    textFields: ['password', 'confirm_password', 'token'],
  },
  {
    route: 'PUT /api/user/me/email',
    body: () => ({ email: uniqueEmail() }),
    textFields: ['email'],
  },
  {
    route: 'PUT /api/user/me/password',
    body: () => ({ password, new_password: `${password}!`, confirm_new_password: `${password}!` }),
    textFields: ['password', 'new_password', 'confirm_new_password'],
  },
  {
    route: 'PUT /api/user/me/profile',
    body: () => ({
      first_name: 'Анна',
      last_name: 'Иванова',
      data_birth: '1990-05-01',
      gender: 'FEMALE',
    }),
    textFields: ['first_name', 'last_name'],
    formattedFields: ['data_birth', 'gender'],
  },
  // Catalog
  {
    route: 'POST /api/v1/catalog/collection/',
    body: () => ({ type: 'PRODUCT', title: 'Одежда', description: 'Летняя' }),
    textFields: ['title', 'description'],
    formattedFields: ['type'],
  },
  {
    route: 'PUT /api/v1/catalog/collection/{collection}/',
    body: () => ({ title: 'Одежда', description: 'Летняя' }),
    textFields: ['title', 'description'],
  },
  {
    route: 'POST /api/v1/catalog/category/',
    body: (ids) => ({ title: 'Кеды', collection_id: ids.collection }),
    textFields: ['title'],
  },
  {
    route: 'PUT /api/v1/catalog/category/{category}/',
    body: () => ({ title: 'Кеды' }),
    textFields: ['title'],
  },
  {
    route: 'POST /api/v1/catalog/collection/{collection}/product/',
    body: () => product,
    textFields: ['title', 'sku', 'description', 'about', 'text'],
    formattedFields: ['discount_type', 'module'],
  },
  {
    route: 'PUT /api/v1/catalog/product/{product}/',
    body: () => product,
    textFields: ['title', 'sku', 'description', 'about', 'text'],
    formattedFields: ['discount_type', 'module'],
  },
  // Sites, domains and widgets
  {
    route: 'POST /api/v1/platform/site/',
    body: () => ({ title: 'Магазин', description: 'Одежда', domains: [{ link_domain: 'a.ru' }] }),
    textFields: ['title', 'description', 'domains.0.link_domain'],
  },
  {
    route: 'PATCH /api/v1/platform/site/{site}/',
    body: () => ({ title: 'Магазин', description: 'Одежда' }),
    textFields: ['title', 'description'],
  },
  {
    route: 'PATCH /api/v1/platform/domain/{domain}/',
    body: () => ({ link_domain: 'b.ru' }),
    textFields: ['link_domain'],
  },
  {
    route: 'POST /api/v1/platform/domain/{domain}/verify/',
    body: () => ({ link: 'https://nul-characters.example.ru/' }),
    textFields: ['link'],
  },
  {
    route: 'POST /api/v1/platform/widget/',
    body: (ids) => ({
      title: 'Витрина',
      description: 'Главная',
      type_widget: 'SHOWCASE',
      site_id: ids.site,
    }),
    textFields: ['title', 'description'],
    formattedFields: ['type_widget'],
  },
  {
    route: 'PATCH /api/v1/platform/widget/{widget}/',
    body: () => ({ title: 'Витрина', description: 'Главная' }),
    textFields: ['title', 'description'],
  },
];

/** The calls that read a form, like OAuth2's password grant, rather than JSON. */
const FORM_ROUTES = new Set(['POST /api/user/login', 'POST /api/user/password/apply']);

type FieldCase = [route: string, field: string, writeRoute: WriteRoute];

const casesOf = (pick: (route: WriteRoute) => string[] | undefined): FieldCase[] =>
  WRITE_ROUTES.flatMap((route) =>
    (pick(route) ?? []).map((field): FieldCase => [route.route, field, route]),
  );

/** A copy of `body` whose value at the dotted `field` has U+0000 appended. */
function withNulIn(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = field.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
  if (typeof parent[last] !== 'string') throw new Error(`the body has no text at ${field}`);
  parent[last] = `${parent[last]}\u0000`;
  return copy;
}

/** Every row of every table, in a stable order: equal snapshots mean nothing was written. */
async function databaseSnapshot(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await db.select().from(table);
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

describe('U+0000 in a field of a write route', () => {
  const session = useSignedInApp();
  let ids: Fixtures;

  beforeAll(async () => {
    const { app, merchant } = session;
    const collection = await createCollection(app, merchant);
    const category = await createCategory(app, merchant, collection.id);
    const created = await createProduct(app, merchant, collection.id);
    const site = await createSite(app, merchant, ['nul-characters.example.ru']);
    const widget = await createWidget(app, merchant, site.id);
    ids = {
      collection: collection.id,
      category: category.id,
      product: created.id,
      site: site.id,
      domain: site.domains[0]!.id,
      widget: widget.id,
    };
  });

  /** As the signed-in merchant; the open account calls ignore the token. */
  function sendWithNul([route, field, { body }]: FieldCase) {
    const [method, path = ''] = route.split(' ');
    const payload = withNulIn(body(ids), field);
    const isForm = FORM_ROUTES.has(route);
    return session.app.inject({
      method: method as 'POST' | 'PUT' | 'PATCH',
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name as keyof Fixtures])),
      headers: {
        ...bearer(session.merchant.accessToken),
        ...(isForm && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      payload: isForm ? new URLSearchParams(payload as Record<string, string>).toString() : payload,
    });
  }

  const snapshot = () => databaseSnapshot(session.testApp.database.db);

  it.each(casesOf((route) => route.textFields))(
    '%s, %s: 422 with its message, nothing written',
    async (...fieldCase) => {
      const before = await snapshot();

      const response = await sendWithNul(fieldCase);

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(messages.text.forbiddenCharacter);
      expect(response.json().errors).toContainEqual({
        field: fieldCase[1],
        message: messages.text.forbiddenCharacter,
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(casesOf((route) => route.formattedFields))(
    '%s, %s: 422 by its format, nothing written',
    async (...fieldCase) => {
      const before = await snapshot();

      const response = await sendWithNul(fieldCase);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual(
        expect.objectContaining({ field: fieldCase[1] }),
      );
      expect(await snapshot()).toEqual(before);
    },
  );

  it("answers 422 with its message for the e-mail check's query string", async () => {
    const response = await session.app.inject({
      method: 'GET',
      url: `/api/user/email?email=${encodeURIComponent('a@shop.ru\u0000')}`,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.text.forbiddenCharacter);
  });
});
