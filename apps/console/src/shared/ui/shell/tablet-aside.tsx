import Drawer from '@mui/material/Drawer';
import { useState } from 'react';
import { SideMenu } from './side-menu';

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
      <Drawer open={isOverlayOpen} onClose={closeOverlay}>
        <SideMenu expanded onToggle={closeOverlay} onNavigate={closeOverlay} />
      </Drawer>
    </>
  );
}
