// Every console route, as a react-router pattern. Links build concrete paths with
// `generatePath(paths.product, { collectionId, productId })`, which checks the parameter names.
export const paths = {
  home: '/',
  auth: '/auth',
  passwordReset: '/password/reset/:token',
  // The link of the letter a locked account's owner gets (decision 52).
  signInLink: '/auth/link/:token',
  profile: '/profile',
  sites: '/sites',
  site: '/sites/:siteId',
  widget: '/sites/:siteId/:widgetId',
  siteProduct: '/sites/:siteId/:widgetId/:productId',
  catalog: '/catalog',
  collection: '/catalog/:collectionId',
  product: '/catalog/:collectionId/:productId',
  widgets: '/widgets',
  users: '/users',
  // The link of a team invitation's letter (decision 57).
  invitation: '/invite/:token',
  analytics: '/analytics',
  // In the menu after «Главная», with the count of new orders (issue 32).
  orders: '/orders',
  // The orders page's tab of buyers (issue 32).
  customers: '/orders/customers',
  settings: '/settings',
  // The legal texts, open signed in or not.
  privacyPolicy: '/legal/privacy',
  licenseAgreement: '/legal/license',
} as const;

/** The query parameter that names the order open in the orders screen's drawer. */
export const ORDER_PARAM = 'order';

/** The query parameter that names the buyer open in the buyers tab's drawer. */
export const CUSTOMER_PARAM = 'customer';

/** The query parameter of an e-mail confirmation link, on the profile and on the settings page. */
export const VERIFY_MAIL_PARAM = 'verifyMail';

type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string | number> & PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Record<Name, string | number>
    : Record<never, never>;

/**
 * A console page's address at `origin`, for links the server writes into letters: the route's
 * parameters filled (each encoded) and the query appended.
 */
export function consoleUrl<Pattern extends string>(
  origin: string,
  pattern: Pattern,
  params: PathParams<Pattern>,
  query: Record<string, string> = {},
): string {
  const values = params as Record<string, string | number>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${origin}${path}${search ? `?${search}` : ''}`;
}
