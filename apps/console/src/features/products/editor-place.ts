import { generatePath } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { routeIds } from '../../shared/config/route-id';

/** Where the editor was opened: a collection of the catalog, or a widget of a site. */
export type EditorPlace =
  { from: 'catalog'; collectionId: number } | { from: 'widget'; siteId: number; widgetId: number };

type PathParams = Readonly<Record<string, string | undefined>>;

/** Where an editor path says the editor was opened, or null when one of its ids names nothing. */
export function editorPlaceOf(params: PathParams): EditorPlace | null {
  if (params.collectionId !== undefined) {
    const ids = routeIds(params, ['collectionId']);
    return ids && { from: 'catalog', ...ids };
  }
  const ids = routeIds(params, ['siteId', 'widgetId']);
  return ids && { from: 'widget', ...ids };
}

/** The page the editor belongs under, where leaving goes when the visit began on the editor. */
export function parentPathOf(place: EditorPlace): string {
  return place.from === 'catalog'
    ? generatePath(paths.collection, { collectionId: String(place.collectionId) })
    : generatePath(paths.widget, {
        siteId: String(place.siteId),
        widgetId: String(place.widgetId),
      });
}
