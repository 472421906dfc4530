import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useCurrentShopSubscription, useShopsQuery } from '../../shop/shop-api';
import { TimeZoneOffer } from '../../shop/time-zone-offer';
import type { EntityTitles } from './build-breadcrumbs';
import { DesktopAside } from './desktop-aside';
import { BOTTOM_BAR_HEIGHT, MobileBottomBar } from './mobile-bottom-bar';
import { ShellHeader } from './shell-header';
import { SkipLink } from './skip-link';
import { TabletAside } from './tablet-aside';
import { ToastLift } from './toast-lift';
import { lazyWhenIdle } from '../load-when-idle';

import { useViewport } from './use-viewport';

// Shown to an account in no shop, which is rare: not a part of the first load.
const NoShop = lazyWhenIdle(() => import('../../shop/no-shop'));
// Shown only while the next screen loads (decision 0072).
const NavigationProgress = lazyWhenIdle(() => import('./navigation-progress'));

interface MainLayoutProps {
  /** Titles of the entities in the current path, for the breadcrumbs. */
  breadcrumbTitles?: EntityTitles;
  /** The header's help button. */
  help?: ReactNode;
  /** The header's notifications button. */
  notifications?: ReactNode;
}

/** The screen's content, where the skip link sends the focus. */
const MAIN_ID = 'main-content';

export function MainLayout({ breadcrumbTitles, help, notifications }: MainLayoutProps) {
  // The one reader of the current shop: every part of the shell and the screens looks at it.
  useCurrentShopSubscription();
  const noShop = useShopsQuery().data?.length === 0;
  const viewport = useViewport();
  const isLoadingPage = useNavigation().state === 'loading';

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink targetId={MAIN_ID} />
      {viewport === 'desktop' && <DesktopAside />}
      {viewport === 'tablet' && <TabletAside />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ShellHeader
          breadcrumbTitles={breadcrumbTitles}
          compact={viewport === 'mobile'}
          help={help}
          notifications={noShop ? undefined : notifications}
        />
        {isLoadingPage && (
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
        )}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            outline: 'none',
            p: { xs: 2, sm: 3 },
            pb: viewport === 'mobile' ? `${BOTTOM_BAR_HEIGHT + 16}px` : undefined,
          }}
        >
          {noShop ? (
            <Suspense fallback={null}>
              <NoShop />
            </Suspense>
          ) : (
            <>
              <TimeZoneOffer />
              <Outlet />
            </>
          )}
        </Box>
      </Box>
      {viewport === 'mobile' && <MobileBottomBar />}
      <ToastLift viewport={viewport} />
    </Box>
  );
}
