import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BottomBarButton, BottomBarLink } from './bottom-bar-item';
import { MobileSectionMenu } from './mobile-section-menu';
import { findSection, HOME_SECTION, PROFILE_SECTION } from './sections';

export const BOTTOM_BAR_HEIGHT = 64;
const SECTION_MENU_ID = 'mobile-section-menu';

export function MobileBottomBar() {
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  // Any navigation, from the menu or elsewhere, closes the menu.
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  const section = findSection(location.pathname);
  const middleSection = !section || section.id === 'home' ? PROFILE_SECTION : section;

  return (
    <>
      {isMenuOpen && (
        <MobileSectionMenu
          id={SECTION_MENU_ID}
          bottomOffset={BOTTOM_BAR_HEIGHT}
          onSelect={() => setMenuOpen(false)}
        />
      )}
      <Stack
        component="nav"
        aria-label="Нижнее меню"
        direction="row"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 'appBar',
          height: BOTTOM_BAR_HEIGHT,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <BottomBarLink section={HOME_SECTION} />
        <BottomBarLink section={middleSection} />
        <BottomBarButton
          label={isMenuOpen ? 'Закрыть' : 'Меню'}
          Icon={isMenuOpen ? CloseIcon : MenuIcon}
          aria-expanded={isMenuOpen}
          aria-controls={isMenuOpen ? SECTION_MENU_ID : undefined}
          onClick={() => setMenuOpen(!isMenuOpen)}
        />
      </Stack>
    </>
  );
}
