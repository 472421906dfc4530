import Stack from '@mui/material/Stack';
import { useCurrentShopState } from '../../../shared/shop/shop-api';
import { WritableWith } from '../../../shared/shop/writable-with';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { SHOP_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';
import { useShopSettings } from '../hooks/use-shop-settings';
import { BuyerLettersField } from './buyer-letters-field';
import { TimeZoneField } from './time-zone-field';

/**
 * «Магазин»: the shop's time zone and its letters to buyers, each saved as it changes. The shop
 * is the one the shell reads, so it is there by the time the section opens.
 */
export function ShopSettingsSection() {
  const { isError, error } = useCurrentShopState();
  const { settings, save } = useShopSettings();
  return (
    <>
      <PageHeading>{TEXTS.heading}</PageHeading>
      {isError && <FailureAlert message={TEXTS.loadFailed} error={error} />}
      {settings && (
        <WritableWith permission="shop.write">
          <Stack sx={{ gap: 4 }}>
            <TimeZoneField
              value={settings.time_zone}
              onChange={(time_zone) => void save({ time_zone })}
            />
            <BuyerLettersField
              value={settings.buyer_letter_statuses}
              onChange={(buyer_letter_statuses) => void save({ buyer_letter_statuses })}
            />
          </Stack>
        </WritableWith>
      )}
    </>
  );
}
