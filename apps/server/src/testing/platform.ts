import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import {
  domains,
  showcaseItems,
  showcases,
  sites,
  widgetContacts,
  widgetPublications,
  widgets,
} from '../db/schema';
import type { Account } from './accounts';
import { callApi } from './catalog';

async function createdData(app: App, account: Account, path: string, payload: object) {
  const response = await callApi(app, account, 'POST', path, payload);
  if (response.statusCode !== 200) {
    throw new Error(`POST ${path} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

export interface CreatedSite {
  id: number;
  domains: { id: number; link_domain: string; is_confirmed: boolean; code_confirmed: string }[];
}

export const createSite = (
  app: App,
  account: Account,
  linkDomains: string[] = [],
  title = 'Магазин одежды',
): Promise<CreatedSite> =>
  createdData(app, account, 'platform/site/', {
    title,
    description: null,
    domains: linkDomains.map((link_domain) => ({ link_domain })),
  });

export interface CreatedWidget {
  id: number;
  tag_div: string;
  showcases: string[];
}

export const createWidget = (
  app: App,
  account: Account,
  siteId: number,
  title = 'Витрина на главной',
): Promise<CreatedWidget> =>
  createdData(app, account, 'platform/widget/', {
    title,
    description: null,
    type_widget: 'SHOWCASE',
    site_id: siteId,
  });

/** Row counts of the platform tables, to show that a refused call wrote nothing. */
export async function platformRowCounts(db: Db) {
  const rowsOf = async (
    table:
      | typeof sites
      | typeof domains
      | typeof widgets
      | typeof showcases
      | typeof showcaseItems
      | typeof widgetContacts
      | typeof widgetPublications,
  ) => (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0;
  return {
    sites: await rowsOf(sites),
    domains: await rowsOf(domains),
    widgets: await rowsOf(widgets),
    showcases: await rowsOf(showcases),
    showcaseItems: await rowsOf(showcaseItems),
    widgetContacts: await rowsOf(widgetContacts),
    widgetPublications: await rowsOf(widgetPublications),
  };
}
