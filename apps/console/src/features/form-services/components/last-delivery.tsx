import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  type LastDelivery as Delivery,
} from '@vitrina/contracts/notifier';
import { ShopTime } from '../../../shared/shop/shop-time';

const STATUS_COLORS = {
  PENDING: 'text.secondary',
  DELIVERED: 'success.main',
  FAILED: 'error.main',
} as const satisfies Record<DeliveryStatus, string>;

/** The latest message through a contact: how it went, when, and why it failed. */
export function LastDelivery({ delivery }: { delivery: Delivery | null }) {
  // Announced when a pending message settles while the dialog is open.
  return (
    <Box aria-live="polite">
      {delivery ? (
        <>
          <Typography variant="body2">
            <Box component="span" sx={{ color: STATUS_COLORS[delivery.status], fontWeight: 600 }}>
              {DELIVERY_STATUS_LABELS[delivery.status]}
            </Box>
            {' · '}
            <ShopTime at={delivery.at} />
          </Typography>
          {delivery.error && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {delivery.error}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Через этот сервис ещё ничего не отправлялось.
        </Typography>
      )}
    </Box>
  );
}
