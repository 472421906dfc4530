import type { SxProps, Theme } from '@mui/material/styles';
import Tabs, { type TabsProps } from '@mui/material/Tabs';

// On a phone a tab keeps only the room its label needs, so the usual few fit whole.
const COMPACT_ON_PHONES: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: { '& .MuiTab-root': { minWidth: 0, px: 1 } },
});

/**
 * A page's tabs. Where they do not fit they scroll, with arrows on phones too, so no label is left
 * cut at the edge without a way to reach it.
 */
export function PageTabs({ sx, ...props }: TabsProps) {
  return (
    <Tabs
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      {...props}
      sx={[COMPACT_ON_PHONES, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
