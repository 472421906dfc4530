import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CurrentShop } from '@vitrina/contracts/team';
import { zonePlace } from '@vitrina/contracts/time-zone-places';
import { serverDetailOf } from '../api/server-detail';
import { showToast } from '../ui/toasts/show-toast';
import { useUpdateShopMutation } from './shop-api';
import { SHOP_TEXTS } from './shop-texts';
import { keepOfferAnswered } from './time-zone-offer-answers';

interface TimeZoneOfferAlertProps {
  shop: CurrentShop;
  browserZone: string;
  onAnswered: () => void;
}

/** The offer itself, above the screen: «Да» sets the shop's zone to the browser's, «Нет» keeps it. */
export function TimeZoneOfferAlert({ shop, browserZone, onAnswered }: TimeZoneOfferAlertProps) {
  const [update, { isLoading }] = useUpdateShopMutation();
  const answer = () => {
    keepOfferAnswered(shop.id, browserZone);
    onAnswered();
  };
  const accept = async () => {
    const { error } = await update({ time_zone: browserZone });
    if (error) {
      void showToast(serverDetailOf(error) ?? SHOP_TEXTS.timeZoneSaveFailed, { variant: 'error' });
      return;
    }
    answer();
    void showToast(SHOP_TEXTS.timeZoneSaved(zonePlace(browserZone)), { variant: 'success' });
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button color="inherit" size="small" loading={isLoading} onClick={() => void accept()}>
            {SHOP_TEXTS.timeZoneOfferYes}
          </Button>
          <Button color="inherit" size="small" disabled={isLoading} onClick={answer}>
            {SHOP_TEXTS.timeZoneOfferNo}
          </Button>
        </Stack>
      }
    >
      {SHOP_TEXTS.timeZoneOffer(zonePlace(shop.time_zone), zonePlace(browserZone))}
    </Alert>
  );
}
