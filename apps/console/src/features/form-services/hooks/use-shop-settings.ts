import type { CurrentShop, ShopUpdate } from '@vitrina/contracts/team';
import { viewerTimeZone } from '@vitrina/contracts/time-zone';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useCurrentShop, useUpdateShopMutation } from '../../../shared/shop/shop-api';
import { keepOfferAnswered } from '../../../shared/shop/time-zone-offer-answers';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { SHOP_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';

/** What the section shows of the shop: its settings, a change being saved already in them. */
type ShownSettings = Pick<CurrentShop, 'time_zone' | 'buyer_letter_statuses'>;

/**
 * The shop's settings and their saving: each change is saved at once, as the services save
 * themselves, and a toast says how it went; a change refused shows the shop as it was.
 */
export function useShopSettings() {
  const shop = useCurrentShop();
  const [update, { isLoading: saving, originalArgs }] = useUpdateShopMutation();

  const save = async (changes: ShopUpdate) => {
    const { error } = await update(changes);
    if (error) {
      void showToast(serverDetailOf(error) ?? TEXTS.saveFailed, { variant: 'error' });
      return;
    }
    // A zone chosen here is the merchant's answer: the browser's is not offered over it.
    if (shop && changes.time_zone) keepOfferAnswered(shop.id, viewerTimeZone());
    void showToast(TEXTS.saved, { variant: 'success' });
  };

  const settings: ShownSettings | undefined = shop && {
    time_zone: shop.time_zone,
    buyer_letter_statuses: shop.buyer_letter_statuses,
    ...(saving && originalArgs),
  };
  return { settings, save, saving };
}
