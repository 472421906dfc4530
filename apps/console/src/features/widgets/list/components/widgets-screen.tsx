import AddIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { Suspense, useState } from 'react';
import { Allowed } from '../../../../shared/shop/allowed';
import { lazyBesideData } from '../../../../shared/ui/load-when-idle';
import { PageHeading } from '../../../../shared/ui/page-heading';
import { PageLoader } from '../../../../shared/ui/page-loader';
import { PageTabs } from '../../../../shared/ui/page-tabs';
import { useWidgetListQuery } from '../api/widget-list-api';
import { WIDGETS_SCREEN_TEXTS as TEXTS } from '../widgets-screen-texts';

// The list with its search, table and cards, and the creation's dialog, load beside the list's
// read (decision 0072).
const WidgetsPanel = lazyBesideData(() => import('./widgets-panel'));

const TAB_ID = 'widgets-tab-all';
const PANEL_ID = 'widgets-panel-all';

/**
 * /widgets: every widget of every site of the shop with its figures, and the spec's button
 * «Все виджеты», which creates one on a site the merchant picks.
 */
export function WidgetsScreen() {
  // Asked again on every visit: orders and views change while the merchant is elsewhere.
  const list = useWidgetListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [creating, setCreating] = useState(false);
  const create = () => setCreating(true);

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>{TEXTS.title}</PageHeading>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <PageTabs value="all">
          <Tab value="all" label={TEXTS.allWidgets} id={TAB_ID} aria-controls={PANEL_ID} />
        </PageTabs>
        <Allowed permission="widgets.write">
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            aria-haspopup="dialog"
            onClick={create}
          >
            {TEXTS.allWidgets}
          </Button>
        </Allowed>
      </Stack>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={TAB_ID}>
        <Suspense fallback={<PageLoader />}>
          <WidgetsPanel
            list={list}
            creating={creating}
            onCreate={create}
            onCloseCreation={() => setCreating(false)}
          />
        </Suspense>
      </Box>
    </Stack>
  );
}
