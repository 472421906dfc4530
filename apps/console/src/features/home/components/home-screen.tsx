import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { lazyBesideData } from '../../../shared/ui/load-when-idle';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useSetupQuery } from '../../../shared/api/setup-reads';
import { RecentOrders } from './recent-orders';
import { WeekFigures } from './week-figures';

// The steps (their list and progress bar) load beside the setup's read (decision 0072).
const SetupChecklist = lazyBesideData(() =>
  import('./setup-checklist').then((module) => ({ default: module.SetupChecklist })),
);

/** The home dashboard: what to do next, the newest orders and the week's figures. */
export function HomeScreen() {
  // Asked again on every visit: the steps are taken on other screens.
  const setup = useSetupQuery(undefined, { refetchOnMountOrArgChange: true });
  const { can, settled } = usePermissions();

  return (
    <>
      <PageHeading>Главная</PageHeading>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Suspense fallback={null}>{setup.data && <SetupChecklist setup={setup.data} />}</Suspense>
          {setup.isError && (
            <FailureAlert message="Не удалось загрузить первые шаги" error={setup.error} />
          )}
        </Box>
        {settled && can('orders.read') && <RecentOrders />}
        <WeekFigures />
      </Box>
    </>
  );
}
