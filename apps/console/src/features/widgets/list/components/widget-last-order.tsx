import type { WidgetListItem } from '@vitrina/contracts/platform';
import { ShopTime } from '../../../../shared/shop/shop-time';
import { WIDGET_LIST_TEXTS as TEXTS } from '../widget-list-texts';

/** When the widget's newest order came, in the shop's time zone. */
export function WidgetLastOrder({ widget }: { widget: WidgetListItem }) {
  return widget.last_order_at === null ? TEXTS.noOrders : <ShopTime at={widget.last_order_at} />;
}
