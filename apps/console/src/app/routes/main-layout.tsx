import { useMemo } from 'react';
import { useCatalogBreadcrumbTitles } from '../../features/catalog/use-catalog-breadcrumb-titles';
import { useSitesBreadcrumbTitles } from '../../features/sites/use-sites-breadcrumb-titles';
import { MainLayout } from '../../shared/ui/shell/main-layout';

export function Component() {
  // Each feature names the entities of its own paths, so their kinds never overlap.
  const catalogTitles = useCatalogBreadcrumbTitles();
  const sitesTitles = useSitesBreadcrumbTitles();
  const titles = useMemo(
    () => ({ ...catalogTitles, ...sitesTitles }),
    [catalogTitles, sitesTitles],
  );
  return <MainLayout breadcrumbTitles={titles} />;
}
