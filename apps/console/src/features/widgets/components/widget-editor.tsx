import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { Widget } from '@vitrina/contracts/platform';
import { Suspense } from 'react';
import { WritableWith } from '../../../shared/shop/writable-with';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { PageHeading } from '../../../shared/ui/page-heading';
import { LOADING_TEXT } from '../../../shared/ui/page-loader';
import { PageTabs } from '../../../shared/ui/page-tabs';
import { ContentTab } from './content-tab';
import { PublishControls } from './publish-controls';
import { EDITOR_TABS, useEditorTab } from './use-editor-tab';

// The style's and the settings' forms and the integration's checks come when the browser idles,
// or at once when the address opens their tab (decision 0072).
const StyleTab = lazyWhenIdle(() =>
  import('./style-tab').then((module) => ({ default: module.StyleTab })),
);
const SettingsTab = lazyWhenIdle(() =>
  import('./settings-tab').then((module) => ({ default: module.SettingsTab })),
);
const IntegrationTab = lazyWhenIdle(() =>
  import('./integration-tab').then((module) => ({ default: module.IntegrationTab })),
);

interface WidgetEditorProps {
  siteId: number;
  widget: Widget;
}

/** The loaded widget's editor: its title, publishing, and the tabs. */
export function WidgetEditor({ siteId, widget }: WidgetEditorProps) {
  const [tab, setTab] = useEditorTab();
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {/* 16rem wanted: short of it beside the publishing, the publishing wraps under the title. */}
        <Box sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
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
        <Suspense fallback={<Typography role="status">{LOADING_TEXT}</Typography>}>
          {tab === 'content' && (
            <WritableWith permission="widgets.write">
              <ContentTab siteId={siteId} widget={widget} />
            </WritableWith>
          )}
          {tab === 'style' && <StyleTab widget={widget} />}
          {tab === 'settings' && (
            <WritableWith permission="widgets.write">
              <SettingsTab widget={widget} />
            </WritableWith>
          )}
          {tab === 'integration' && <IntegrationTab siteId={siteId} widget={widget} />}
        </Suspense>
      </Box>
    </Stack>
  );
}
