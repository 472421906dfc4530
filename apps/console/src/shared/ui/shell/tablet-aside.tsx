import { lazy, useState } from 'react';
import { DeferredUntilOpen } from '../deferred-until-open';
import { SideMenu } from './side-menu';

// The overlay's Drawer brings Modal and its focus trap; a tablet's first paint shows only the rail.
const Drawer = lazy(() => import('@mui/material/Drawer'));

/**
 * On a tablet the menu stays an icon rail so the page keeps its width; expanding it opens the
 * full menu over the page until a section is chosen or the overlay is dismissed.
 */
export function TabletAside() {
  const [isOverlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = () => setOverlayOpen(false);

  return (
    <>
      <SideMenu expanded={false} onToggle={() => setOverlayOpen(true)} />
      <DeferredUntilOpen open={isOverlayOpen}>
        <Drawer open={isOverlayOpen} onClose={closeOverlay}>
          <SideMenu expanded onToggle={closeOverlay} onNavigate={closeOverlay} />
        </Drawer>
      </DeferredUntilOpen>
    </>
  );
}
