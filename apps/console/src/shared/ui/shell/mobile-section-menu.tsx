import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { ProductLogo } from './product-logo';
import { SectionLink } from './section-link';
import { useNewOrdersCount } from '../../api/orders-inbox';
import { usePermissions } from '../../shop/use-permissions';
import {
  MENU_SECTIONS,
  PROFILE_SECTION,
  sectionsAllowed,
  SETTINGS_SECTION,
  type Section,
} from './sections';

// A phone has no side menu and no header profile button: the menu ends with both.
const PHONE_MENU_SECTIONS: readonly Section[] = [
  ...MENU_SECTIONS,
  SETTINGS_SECTION,
  PROFILE_SECTION,
];

interface MobileSectionMenuProps {
  id: string;
  /** Space left free at the bottom for the bar that opened the menu, px. */
  bottomOffset: number;
  onSelect: () => void;
}

/** The menu's sections, then the settings and the profile, over the screen above the bottom bar. */
export function MobileSectionMenu({ id, bottomOffset, onSelect }: MobileSectionMenuProps) {
  const { can, settled } = usePermissions();
  const newOrders = useNewOrdersCount(settled && can('orders.read'));
  return (
    <Stack
      id={id}
      sx={{
        position: 'fixed',
        inset: 0,
        bottom: bottomOffset,
        zIndex: 'appBar',
        gap: 3,
        p: 2,
        overflowY: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <ProductLogo showName />
      <nav aria-label="Разделы">
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {sectionsAllowed(PHONE_MENU_SECTIONS, can).map((section) => (
            <SectionLink
              key={section.id}
              section={section}
              count={section.id === 'orders' ? newOrders : 0}
              onClick={onSelect}
            />
          ))}
        </List>
      </nav>
    </Stack>
  );
}
