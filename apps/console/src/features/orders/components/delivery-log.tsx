import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_TYPE_LABELS } from '@vitrina/contracts/enums';
import { DELIVERY_STATUS_LABELS } from '@vitrina/contracts/notifier';
import type { OrderDelivery } from '@vitrina/contracts/orders';
import { ShopTime } from '../../../shared/shop/shop-time';
import { DetailField, DetailSection } from './detail-section';

interface DeliveryLogProps {
  deliveries: readonly OrderDelivery[];
  onSendAgain: (deliveryId: number) => void;
  /** The delivery being sent again, whose button waits. */
  sendingId: number | undefined;
}

const titleOf = (delivery: OrderDelivery) => {
  const title = delivery.contact_title ?? 'Сервис удалён';
  return delivery.contact_type ? `${title} (${CONTACT_TYPE_LABELS[delivery.contact_type]})` : title;
};

/** The messages about the order to the merchant's services, and how each went. */
export function DeliveryLog({ deliveries, onSendAgain, sendingId }: DeliveryLogProps) {
  return (
    <DetailSection title="Отправка уведомлений">
      {deliveries.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          К виджету не был подключён ни один сервис, уведомления не отправлялись.
        </Typography>
      )}
      {deliveries.map((delivery) => (
        <Stack key={delivery.id} role="group" aria-label={titleOf(delivery)} sx={{ gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {titleOf(delivery)}
          </Typography>
          <DetailField label="Статус">{DELIVERY_STATUS_LABELS[delivery.status]}</DetailField>
          <DetailField label="Попыток">{delivery.attempts}</DetailField>
          <DetailField label="Ошибка">{delivery.last_error}</DetailField>
          <DetailField label="Доставлено">
            {delivery.delivered_at && <ShopTime at={delivery.delivered_at} />}
          </DetailField>
          {delivery.status === 'FAILED' && (
            <Button
              size="small"
              variant="outlined"
              loading={sendingId === delivery.id}
              onClick={() => onSendAgain(delivery.id)}
              sx={{ alignSelf: 'flex-start' }}
            >
              Отправить повторно
            </Button>
          )}
        </Stack>
      ))}
    </DetailSection>
  );
}
