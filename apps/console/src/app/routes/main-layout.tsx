import { useCatalogBreadcrumbTitles } from '../../features/catalog/use-catalog-breadcrumb-titles';
import { MainLayout } from '../../shared/ui/shell/main-layout';

export function Component() {
  return <MainLayout breadcrumbTitles={useCatalogBreadcrumbTitles()} />;
}
