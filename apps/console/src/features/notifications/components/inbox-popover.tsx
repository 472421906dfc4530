import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { OrdersInbox } from '@vitrina/contracts/orders';
import { Link } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { LatestOrderList } from '../../../shared/ui/orders/latest-order-list';

const TITLE_ID = 'inbox-popover-title';

export const NO_ORDERS_YET_TEXT =
  'Заказов пока нет. Они появятся здесь, когда покупатель оформит заказ в опубликованной витрине.';

const titleOf = (newCount: number) =>
  newCount > 0 ? `Новых заказов: ${newCount}` : 'Новых заказов нет';

interface InboxPopoverProps {
  inbox: OrdersInbox | undefined;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's popover: how many orders are new, the newest orders, and the way to all of them. */
export function InboxPopover({ inbox, anchor, onClose }: InboxPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': TITLE_ID,
          sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <Typography id={TITLE_ID} variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {titleOf(inbox?.new_count ?? 0)}
      </Typography>
      {inbox?.latest.length ? (
        <LatestOrderList orders={inbox.latest} onFollow={onClose} />
      ) : (
        <Typography sx={{ px: 2, pb: 1.5, color: 'text.secondary' }}>
          {NO_ORDERS_YET_TEXT}
        </Typography>
      )}
      <Divider />
      <Button component={Link} to={paths.orders} onClick={onClose} fullWidth sx={{ py: 1 }}>
        Все заказы
      </Button>
    </Popover>
  );
}
