import type { RouteObject } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { NotFoundPage } from '../shared/ui/not-found-page';
import { PageLoader } from '../shared/ui/page-loader';
import { prefetchCollection } from './prefetch';
import { redirectSignedInHome, requireSession } from './session-guards';
import type { AppStore } from './store';

/** The route table of the console; every screen loads as its own chunk. */
export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: paths.auth, loader: redirectSignedInHome, lazy: () => import('./routes/auth') },
        { path: paths.passwordReset, lazy: () => import('./routes/password-reset') },
        { path: paths.signInLink, lazy: () => import('./routes/sign-in-link') },
        // Outside the guard: the invited person may have no account yet (decision 57).
        { path: paths.invitation, lazy: () => import('./routes/invitation') },
        // Outside the guard: read before signing up as well as after.
        { path: paths.privacyPolicy, lazy: () => import('./routes/legal') },
        { path: paths.licenseAgreement, lazy: () => import('./routes/legal') },
        {
          loader: requireSession(store),
          lazy: () => import('./routes/main-layout'),
          errorElement: <NotFoundPage />,
          children: [
            { index: true, lazy: () => import('./routes/home') },
            { path: paths.profile, lazy: () => import('./routes/profile') },
            { path: paths.sites, lazy: () => import('./routes/sites') },
            { path: paths.site, lazy: () => import('./routes/site') },
            { path: paths.widget, lazy: () => import('./routes/widget-editor') },
            { path: paths.siteProduct, lazy: () => import('./routes/product-editor') },
            { path: paths.catalog, lazy: () => import('./routes/catalog') },
            {
              path: paths.collection,
              loader: prefetchCollection(store),
              lazy: () => import('./routes/collection'),
            },
            { path: paths.product, lazy: () => import('./routes/product-editor') },
            { path: paths.widgets, lazy: () => import('./routes/widgets') },
            { path: paths.users, lazy: () => import('./routes/users') },
            { path: paths.analytics, lazy: () => import('./routes/analytics') },
            { path: paths.orders, lazy: () => import('./routes/orders') },
            { path: paths.customers, lazy: () => import('./routes/customers') },
            {
              path: paths.settings,
              children: [{ index: true, lazy: () => import('./routes/form-services') }],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
