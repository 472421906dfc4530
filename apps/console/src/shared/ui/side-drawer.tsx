import { DeferredUntilOpen } from './deferred-until-open';
import { lazyWhenIdle } from './load-when-idle';
import type { SideDrawerProps } from './side-drawer-frame';

// The drawer, its Modal and focus trap come when the browser idles and show at the first
// opening; an address that names an order or a buyer opens it at once (decision 0072).
const SideDrawerFrame = lazyWhenIdle(() => import('./side-drawer-frame'));

/** A panel at the side of a page (the whole screen on a phone): an order's, a buyer's, the help. */
export function SideDrawer(props: SideDrawerProps) {
  return (
    <DeferredUntilOpen open={props.open}>
      <SideDrawerFrame {...props} />
    </DeferredUntilOpen>
  );
}
