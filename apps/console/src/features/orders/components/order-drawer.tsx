import CloseIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { routeId } from '../../../shared/config/route-id';
import { OtherShopNotice } from '../../../shared/shop/other-shop-notice';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { useOrderQuery } from '../api/orders-api';
import { LOAD_FAILED_TEXT, ORDER_NOT_FOUND_TEXT, orderTitle } from '../order-texts';
import { ORDER_PARAM } from '@vitrina/contracts/console-paths';
import { OrderDetailView } from './order-detail-view';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

function DrawerBody({ orderId }: { orderId: number | null }) {
  const { data: order, error, isLoading } = useOrderQuery(orderId ?? skipToken);
  const notFound = <Alert severity="info">{ORDER_NOT_FOUND_TEXT}</Alert>;
  if (orderId === null) return notFound;
  // A link of another of the member's shops (its letter, its chat) offers to switch there.
  if (isNotFound(error)) return <OtherShopNotice kind="order" id={orderId} notFound={notFound} />;
  if (error) return <FailureAlert message={LOAD_FAILED_TEXT} error={error} />;
  if (isLoading || !order) return <PageLoader />;
  return <OrderDetailView order={order} />;
}

/** The order named by `?order=`, in a drawer at the side (the whole screen on a phone). */
export function OrderDrawer() {
  const [param, close] = useSearchParam(ORDER_PARAM);
  const orderId = routeId(param ?? undefined);
  const { data: order } = useOrderQuery(orderId ?? skipToken);
  const title = order ? orderTitle(order.number) : 'Заказ';

  return (
    <Drawer
      anchor="right"
      open={param !== null}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': title,
          sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2, sm: 3 } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <IconButton aria-label="Закрыть" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DrawerBody orderId={orderId} />
    </Drawer>
  );
}
