import { paths } from '@vitrina/contracts/console-paths';
import { matchPath } from 'react-router';
import type { ScreenHelp } from './screen-help';
import { analyticsHelp } from './texts/analytics';
import { catalogHelp } from './texts/catalog';
import { collectionHelp } from './texts/collection';
import { consoleHelp } from './texts/console';
import { customersHelp } from './texts/customers';
import { homeHelp } from './texts/home';
import { ordersHelp } from './texts/orders';
import { productEditorHelp } from './texts/product-editor';
import { profileHelp } from './texts/profile';
import { settingsHelp } from './texts/settings';
import { siteHelp } from './texts/site';
import { sitesHelp } from './texts/sites';
import { usersHelp } from './texts/users';
import { widgetEditorHelp } from './texts/widget-editor';
import { widgetsHelp } from './texts/widgets';

/** The help of each signed-in route of the router, by its pattern. */
const HELP_BY_PATH: readonly (readonly [pattern: string, help: ScreenHelp])[] = [
  [paths.home, homeHelp],
  [paths.orders, ordersHelp],
  [paths.customers, customersHelp],
  [paths.sites, sitesHelp],
  [paths.site, siteHelp],
  [paths.widget, widgetEditorHelp],
  [paths.siteProduct, productEditorHelp],
  [paths.widgets, widgetsHelp],
  [paths.catalog, catalogHelp],
  [paths.collection, collectionHelp],
  [paths.product, productEditorHelp],
  [paths.analytics, analyticsHelp],
  [paths.users, usersHelp],
  [paths.profile, profileHelp],
  [paths.settings, settingsHelp],
];

/** The help of the screen at `pathname`; the console's own for an address of no screen. */
export function helpOf(pathname: string): ScreenHelp {
  const found = HELP_BY_PATH.find(([pattern]) => matchPath(pattern, pathname));
  return found?.[1] ?? consoleHelp;
}
