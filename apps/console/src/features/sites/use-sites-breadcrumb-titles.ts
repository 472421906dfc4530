import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { injectedEndpoints } from '../../shared/api/injected-endpoints';
import { siteReadsApi } from '../../shared/api/site-reads';
import type { EntityTitles } from '../../shared/ui/shell/build-breadcrumbs';
import type { sitesApi } from './api/sites-api';

type CacheState = Parameters<ReturnType<typeof siteReadsApi.endpoints.site.select>>[0];

const cachedSite = (state: CacheState, siteId: number) =>
  siteReadsApi.endpoints.site.select(siteId)(state).data;

function cachedSiteTitle(state: CacheState, siteId: number) {
  // The sites screen's list, when that screen has been opened.
  const listed = injectedEndpoints<typeof sitesApi>()
    .sites?.select()(state)
    .data?.find((candidate) => candidate.id === siteId);
  return cachedSite(state, siteId)?.title ?? listed?.title;
}

const cachedWidgetTitle = (state: CacheState, siteId: number, widgetId: number) =>
  cachedSite(state, siteId)?.widgets?.find((widget) => widget.id === widgetId)?.title;

/** The site and widget segments of a sites path, whatever deeper page is open. */
function siteParams(pathname: string) {
  const match =
    matchPath(paths.siteProduct, pathname) ??
    matchPath(paths.widget, pathname) ??
    matchPath(paths.site, pathname);
  const params = match?.params as { siteId?: string; widgetId?: string } | undefined;
  return { siteId: params?.siteId ?? '', widgetId: params?.widgetId ?? '' };
}

/**
 * Titles of the site and widget in a sites path, from what the screens have already loaded (the
 * widget editor keeps its site loaded for this); the breadcrumbs show their fallbacks until then.
 */
export function useSitesBreadcrumbTitles(): EntityTitles {
  const { siteId, widgetId } = siteParams(useLocation().pathname);
  const siteTitle = useSelector((state: CacheState) => cachedSiteTitle(state, Number(siteId)));
  const widgetTitle = useSelector((state: CacheState) =>
    cachedWidgetTitle(state, Number(siteId), Number(widgetId)),
  );

  return useMemo(
    () => ({
      site: siteTitle ? { [siteId]: siteTitle } : {},
      widget: widgetTitle ? { [widgetId]: widgetTitle } : {},
    }),
    [siteId, siteTitle, widgetId, widgetTitle],
  );
}
