import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import { ProductLogo } from './product-logo';
import { SectionLink } from './section-link';
import { MENU_SECTIONS } from './sections';

interface MobileSectionMenuProps {
  id: string;
  /** Space left free at the bottom for the bar that opened the menu, px. */
  bottomOffset: number;
  onSelect: () => void;
}

/** The six sections over the whole screen above the bottom bar. */
export function MobileSectionMenu({ id, bottomOffset, onSelect }: MobileSectionMenuProps) {
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
          {MENU_SECTIONS.map((section) => (
            <SectionLink key={section.id} section={section} onClick={onSelect} />
          ))}
        </List>
      </nav>
    </Stack>
  );
}
