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
  analytics: '/analytics',
  // Reached from the bell, the home dashboard and /analytics; not in the side menu (issue 14).
  orders: '/orders',
  settings: '/settings',
  // The legal texts, open signed in or not.
  privacyPolicy: '/legal/privacy',
  licenseAgreement: '/legal/license',
} as const;

/** The query parameter that names the order open in the orders screen's drawer. */
export const ORDER_PARAM = 'order';

/** The query parameter of an e-mail confirmation link, on the profile and on the settings page. */
export const VERIFY_MAIL_PARAM = 'verifyMail';
