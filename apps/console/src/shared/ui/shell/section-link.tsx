import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { DeferredTooltip } from '../deferred-tooltip';
import type { Section } from './sections';

interface SectionLinkProps {
  section: Section;
  /** Icon only; the label moves to a tooltip and stays the link's accessible name. */
  collapsed?: boolean;
  onClick?: () => void;
}

/** A menu entry; the entry of the current section is marked aria-current="page" and highlighted. */
export function SectionLink({ section, collapsed = false, onClick }: SectionLinkProps) {
  const { label, path, Icon } = section;
  const link = (
    <ListItemButton
      component={NavLink}
      to={path}
      end={path === paths.home}
      onClick={onClick}
      aria-label={collapsed ? label : undefined}
      sx={{
        minHeight: 44,
        gap: 1.5,
        px: 1.5,
        borderRadius: 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        color: 'text.secondary',
        '&:hover': { color: 'text.primary' },
        '&[aria-current="page"]': {
          color: 'primary.main',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      )}
    </ListItemButton>
  );

  // A plain item: MUI's ListItem would bring its secondary-action parts to the first load.
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      {collapsed ? (
        <DeferredTooltip title={label} placement="right">
          {link}
        </DeferredTooltip>
      ) : (
        link
      )}
    </Box>
  );
}
