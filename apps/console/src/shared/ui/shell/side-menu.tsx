import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { ProductLogo } from './product-logo';
import { SectionLink } from './section-link';
import { useNewOrdersCount } from '../../api/orders-inbox';
import { usePermissions } from '../../shop/use-permissions';
import { MENU_SECTIONS, sectionsAllowed, SETTINGS_SECTION } from './sections';

const EXPANDED_WIDTH = 248;
const COLLAPSED_WIDTH = 72;

interface SideMenuProps {
  /** Labels shown beside the icons. */
  expanded: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

export function SideMenu({ expanded, onToggle, onNavigate }: SideMenuProps) {
  const ToggleIcon = expanded ? MenuOpenIcon : MenuIcon;
  const { can, settled } = usePermissions();
  const newOrders = useNewOrdersCount(settled && can('orders.read'));
  const sectionLinks = sectionsAllowed(MENU_SECTIONS, can).map((section) => (
    <SectionLink
      key={section.id}
      section={section}
      collapsed={!expanded}
      count={section.id === 'orders' ? newOrders : 0}
      onClick={onNavigate}
    />
  ));

  return (
    <Stack
      component="aside"
      sx={{
        position: 'sticky',
        top: 0,
        flexShrink: 0,
        gap: 3,
        width: expanded ? EXPANDED_WIDTH : COLLAPSED_WIDTH,
        height: '100dvh',
        px: 1.5,
        py: 2,
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Stack
        direction={expanded ? 'row' : 'column'}
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          pl: expanded ? 0.5 : 0,
        }}
      >
        <ProductLogo showName={expanded} />
        <IconButton aria-label={expanded ? 'Свернуть меню' : 'Развернуть меню'} onClick={onToggle}>
          <ToggleIcon />
        </IconButton>
      </Stack>
      <Stack
        component="nav"
        aria-label="Главное меню"
        sx={{ flex: 1, justifyContent: 'space-between' }}
      >
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {sectionLinks}
        </List>
        <List disablePadding>
          <SectionLink section={SETTINGS_SECTION} collapsed={!expanded} onClick={onNavigate} />
        </List>
      </Stack>
    </Stack>
  );
}
