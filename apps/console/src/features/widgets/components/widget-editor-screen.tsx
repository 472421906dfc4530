import { messages } from '@vitrina/contracts/messages';
import { Suspense } from 'react';
import { useSiteQuery } from '../../../shared/api/site-reads';
import { RowLoadFailure } from '../../../shared/shop/other-shop-notice';
import { lazyBesideData } from '../../../shared/ui/load-when-idle';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useWidgetQuery } from '../api/widgets-api';

// The editor (its tabs, preview and forms) loads beside the widget's read: the screen shows its
// loader until both have come (decision 0072).
const WidgetEditor = lazyBesideData(() =>
  import('./widget-editor').then((module) => ({ default: module.WidgetEditor })),
);

interface WidgetEditorScreenProps {
  siteId: number;
  widgetId: number;
}

export function WidgetEditorScreen({ siteId, widgetId }: WidgetEditorScreenProps) {
  // Not shown here: kept loaded so the breadcrumbs can name the site and the widget.
  useSiteQuery(siteId);
  const { data: widget, isLoading, error } = useWidgetQuery(widgetId);

  if (isLoading) return <PageLoader />;
  if (!widget) {
    const failed = { message: messages.product.loadFailed, error };
    return <RowLoadFailure kind="widget" id={widgetId} {...failed} />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <WidgetEditor siteId={siteId} widget={widget} />
    </Suspense>
  );
}
