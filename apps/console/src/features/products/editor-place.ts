import { generatePath } from 'react-router';
import { paths } from '../../shared/config/paths';
import { routeId } from '../../shared/config/route-id';

/** Where the editor was opened: a collection of the catalog, or a widget of a site. */
export type EditorPlace =
  { from: 'catalog'; collectionId: number } | { from: 'widget'; siteId: number; widgetId: number };

type PathParams = Readonly<Record<string, string | undefined>>;

/** Where an editor path says the editor was opened, or null when one of its ids names nothing. */
export function editorPlaceOf(params: PathParams): EditorPlace | null {
  if (params.collectionId !== undefined) {
    const collectionId = routeId(params.collectionId);
    return collectionId === null ? null : { from: 'catalog', collectionId };
  }
  const siteId = routeId(params.siteId);
  const widgetId = routeId(params.widgetId);
  return siteId === null || widgetId === null ? null : { from: 'widget', siteId, widgetId };
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
