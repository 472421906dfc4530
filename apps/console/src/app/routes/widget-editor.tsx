import { WidgetEditorScreen } from '../../features/widgets/components/widget-editor-screen';
import { useRouteIds } from '../../shared/config/route-id';
import { NotFoundPage } from '../../shared/ui/not-found-page';

export function Component() {
  const ids = useRouteIds('siteId', 'widgetId');
  if (!ids) return <NotFoundPage />;
  return <WidgetEditorScreen key={ids.widgetId} siteId={ids.siteId} widgetId={ids.widgetId} />;
}
