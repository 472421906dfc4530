import Tab from '@mui/material/Tab';
import { paths } from '@vitrina/contracts/console-paths';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageTabs } from '../../../shared/ui/page-tabs';
import { ORDERS_TITLE } from '../order-texts';

const TABS = [
  { path: paths.orders, label: ORDERS_TITLE },
  { path: paths.customers, label: customerTexts.title },
] as const;

/** The orders page's tabs, each a page of its own address: the orders and their buyers. */
export function OrdersTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.replace(/\/$/, '') === tab.path) ?? TABS[0];
  return (
    <PageTabs
      value={current.path}
      aria-label={ORDERS_TITLE}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map(({ path, label }) => (
        <Tab key={path} value={path} label={label} component={RouterLink} to={path} />
      ))}
    </PageTabs>
  );
}
