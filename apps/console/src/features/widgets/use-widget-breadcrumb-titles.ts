import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { injectedEndpoints } from '../../shared/api/injected-endpoints';
import { routeId } from '../../shared/config/route-id';
import type { EntityTitles } from '../../shared/ui/shell/build-breadcrumbs';
import type { widgetsApi } from './api/widgets-api';

type CacheState = Parameters<ReturnType<typeof widgetsApi.endpoints.widget.select>>[0];

/** The widget segment of a sites path, whatever deeper page is open. */
function widgetSegment(pathname: string): string {
  const match = matchPath(paths.siteProduct, pathname) ?? matchPath(paths.widget, pathname);
  return (match?.params as { widgetId?: string } | undefined)?.widgetId ?? '';
}

/**
 * The title of the widget in a sites path from the widget the editor has loaded, so its crumb
 * does not wait for (or fail with) the site's read. Fires no request.
 */
export function useWidgetBreadcrumbTitles(): EntityTitles {
  const segment = widgetSegment(useLocation().pathname);
  const id = routeId(segment);
  const title = useSelector((state: CacheState) =>
    id === null
      ? undefined
      : injectedEndpoints<typeof widgetsApi>().widget?.select(id)(state).data?.title,
  );
  return useMemo(() => (title ? { widget: { [segment]: title } } : {}), [segment, title]);
}
