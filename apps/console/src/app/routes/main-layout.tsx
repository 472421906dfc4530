import { Suspense, useMemo } from 'react';
import { HelpButton } from '../../features/help/components/help-button';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useCatalogBreadcrumbTitles } from '../../features/catalog/use-catalog-breadcrumb-titles';
import { useProductBreadcrumbTitles } from '../../features/products/use-product-breadcrumb-titles';
import { useSitesBreadcrumbTitles } from '../../features/sites/use-sites-breadcrumb-titles';
import { useWidgetBreadcrumbTitles } from '../../features/widgets/use-widget-breadcrumb-titles';
import { usePermissions } from '../../shared/shop/use-permissions';
import { mergeEntityTitles } from '../../shared/ui/shell/build-breadcrumbs';
import { lazyWhenIdle } from '../../shared/ui/load-when-idle';
import { MainLayout } from '../../shared/ui/shell/main-layout';

// The shop's live events and the tab's title come once the screen is drawn: no first paint
// needs them (decision 61).
const LiveUpdates = lazyWhenIdle(() =>
  import('../../features/live-updates/live-updates').then(({ LiveUpdates }) => ({
    default: LiveUpdates,
  })),
);

export function Component() {
  // Each feature names the entities of its own paths from what it has loaded. The catalog knows
  // a product from its collection's rows, the editor from the product itself, which wins; the
  // widget editor names its widget from the widget itself, not only from its site.
  const catalogTitles = useCatalogBreadcrumbTitles();
  const sitesTitles = useSitesBreadcrumbTitles();
  const widgetTitles = useWidgetBreadcrumbTitles();
  const productTitles = useProductBreadcrumbTitles();
  const titles = useMemo(
    () => mergeEntityTitles(catalogTitles, sitesTitles, widgetTitles, productTitles),
    [catalogTitles, sitesTitles, widgetTitles, productTitles],
  );
  // The bell counts new orders: a role without them has no bell.
  const { can, settled } = usePermissions();
  const bell = settled && can('orders.read') ? <NotificationsBell /> : undefined;
  return (
    <>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
      <MainLayout breadcrumbTitles={titles} help={<HelpButton />} notifications={bell} />
    </>
  );
}
