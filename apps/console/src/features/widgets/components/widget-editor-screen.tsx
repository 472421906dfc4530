import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { messages } from '@vitrina/contracts/messages';
import { useSiteQuery } from '../../../shared/api/site-reads';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PageTabs } from '../../../shared/ui/page-tabs';
import { useWidgetQuery } from '../api/widgets-api';
import { ContentTab } from './content-tab';
import { IntegrationTab } from './integration-tab';
import { PublishControls } from './publish-controls';
import { StyleTab } from './style-tab';
import { EDITOR_TABS, useEditorTab } from './use-editor-tab';
import { RowLoadFailure } from '../../../shared/shop/other-shop-notice';
import { WritableWith } from '../../../shared/shop/writable-with';

interface WidgetEditorScreenProps {
  siteId: number;
  widgetId: number;
}

export function WidgetEditorScreen({ siteId, widgetId }: WidgetEditorScreenProps) {
  // Not shown here: kept loaded so the breadcrumbs can name the site and the widget.
  useSiteQuery(siteId);
  const { data: widget, isLoading, error } = useWidgetQuery(widgetId);
  const [tab, setTab] = useEditorTab();

  if (isLoading) return <PageLoader />;
  if (!widget) {
    const failed = { message: messages.product.loadFailed, error };
    return <RowLoadFailure kind="widget" id={widgetId} {...failed} />;
  }

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageHeading>{widget.title}</PageHeading>
        </Box>
        <PublishControls widget={widget} />
      </Stack>
      <PageTabs
        value={tab}
        onChange={(_event, next: typeof tab) => setTab(next)}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {EDITOR_TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`tab-${value}`} />
        ))}
      </PageTabs>
      <Box role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'content' && (
          <WritableWith permission="widgets.write">
            <ContentTab siteId={siteId} widget={widget} />
          </WritableWith>
        )}
        {tab === 'style' && (
          <WritableWith permission="widgets.write">
            <StyleTab widget={widget} />
          </WritableWith>
        )}
        {tab === 'integration' && <IntegrationTab siteId={siteId} widget={widget} />}
      </Box>
    </Stack>
  );
}
