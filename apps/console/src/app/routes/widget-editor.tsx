import { useParams } from 'react-router';
import { WidgetEditorScreen } from '../../features/widgets/components/widget-editor-screen';

export function Component() {
  const { siteId, widgetId } = useParams();
  return <WidgetEditorScreen key={widgetId} siteId={Number(siteId)} widgetId={Number(widgetId)} />;
}
