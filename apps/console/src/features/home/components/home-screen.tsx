import Box from '@mui/material/Box';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useSetupQuery } from '../api/home-api';
import { RecentOrders } from './recent-orders';
import { SetupChecklist } from './setup-checklist';
import { WeekFigures } from './week-figures';

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
          {setup.data && <SetupChecklist setup={setup.data} />}
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
