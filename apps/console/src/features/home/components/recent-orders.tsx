import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useOrdersInboxQuery } from '../../../shared/api/orders-inbox';
import { paths } from '@vitrina/contracts/console-paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';

// The orders' list, with its status chips, comes beside the read it shows instead of holding up
// the home's first paint (decision 0038).
const LatestOrderList = lazyWhenIdle(() =>
  import('../../../shared/ui/orders/latest-order-list').then((m) => ({
    default: m.LatestOrderList,
  })),
);

const TITLE_ID = 'recent-orders-title';

export const NO_ORDERS_TEXT =
  'Заказов пока нет. Опубликуйте витрину на своём сайте — заказы покупателей появятся здесь.';

/** The newest orders, each a link to it, and the way to all of them. */
export function RecentOrders() {
  // The bell's cached read, asked again on arrival (a 304 when nothing is new) so the list is
  // never up to 30 s behind the next poll.
  const { data } = useOrdersInboxQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <Card component="section" variant="outlined" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2">
          Последние заказы
        </Typography>
        {data &&
          (data.latest.length > 0 ? (
            <Suspense fallback={null}>
              <LatestOrderList orders={data.latest} />
            </Suspense>
          ) : (
            <EmptyState text={NO_ORDERS_TEXT} />
          ))}
        <Button component={Link} to={paths.orders} sx={{ mt: 1 }}>
          Все заказы
        </Button>
      </CardContent>
    </Card>
  );
}
