import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

export const SKIP_LINK_TEXT = 'Перейти к содержимому';

/**
 * The page's first stop for the keyboard, before the menu: off screen until it has the focus,
 * it moves the focus to the screen's content, past the menu and the header.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  // The browser would follow the fragment too, but through the router's history as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: -64,
        left: 8,
        zIndex: 'tooltip',
        p: 1.5,
        bgcolor: 'background.paper',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
