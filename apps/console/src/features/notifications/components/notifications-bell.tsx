import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { useOrdersInboxQuery } from '../../../shared/api/orders-inbox';
import { CountBadge } from '../../../shared/ui/count-badge';
import { DeferredUntilOpen } from '../../../shared/ui/deferred-until-open';

// Loaded with the first click: Popover and its Modal are not needed to draw the header.
const InboxPopover = lazy(() =>
  import('./inbox-popover').then(({ InboxPopover }) => ({ default: InboxPopover })),
);

/**
 * How often the bell asks for new orders, ms: a buyer's order shows within half a minute, and a
 * poll that finds nothing new is a 304 with no body.
 */
export const INBOX_POLL_INTERVAL_MS = 30_000;

/** The badge shows at most this, then «99+». */
const BADGE_MAX = 99;

/** What the badge reads; the button's name says the same, so the two never disagree. */
const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/** The header's bell: the count of NEW orders, and a popover of the newest orders. */
export function NotificationsBell() {
  const { data } = useOrdersInboxQuery(undefined, {
    pollingInterval: INBOX_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
  });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const newCount = data?.new_count ?? 0;

  return (
    <>
      <IconButton
        aria-label={
          newCount > 0 ? `Уведомления: новых заказов ${badgeText(newCount)}` : 'Уведомления'
        }
        aria-haspopup="dialog"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at zero: MUI would keep its «0» in the button, scaled to nothing, and
            the button's text would not be part of its name. */}
        {newCount > 0 ? (
          <CountBadge badgeContent={badgeText(newCount)} color="error">
            <NotificationsIcon />
          </CountBadge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <DeferredUntilOpen open={anchor !== null}>
        <InboxPopover inbox={data} anchor={anchor} onClose={() => setAnchor(null)} />
      </DeferredUntilOpen>
    </>
  );
}
