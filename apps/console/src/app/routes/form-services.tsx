import { Suspense } from 'react';
import { FormServicesScreen } from '../../features/form-services/components/form-services-screen';
import { lazyWhenIdle } from '../../shared/ui/load-when-idle';
import { PageLoader } from '../../shared/ui/page-loader';

// The «Списки» tab's panel comes when the browser idles, or at once when the tab is opened.
const BlocklistPanel = lazyWhenIdle(
  () => import('../../features/blocklist/components/blocklist-panel'),
);
// So does the «Шаблоны» tab's.
const MessageTemplatesPanel = lazyWhenIdle(() =>
  import('../../features/message-templates/components/message-templates-panel').then((module) => ({
    default: module.MessageTemplatesPanel,
  })),
);
// And the «Интеграция» tab's.
const WebhooksPanel = lazyWhenIdle(
  () => import('../../features/webhooks/components/webhooks-panel'),
);

export function Component() {
  return (
    <FormServicesScreen
      lists={
        <Suspense fallback={<PageLoader />}>
          <BlocklistPanel />
        </Suspense>
      }
      templates={
        <Suspense fallback={<PageLoader />}>
          <MessageTemplatesPanel />
        </Suspense>
      }
      integration={
        <Suspense fallback={<PageLoader />}>
          <WebhooksPanel />
        </Suspense>
      }
    />
  );
}
