import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { CountBadge } from '../count-badge';
import { DeferredTooltip } from '../deferred-tooltip';
import type { Section } from './sections';

interface SectionLinkProps {
  section: Section;
  /** Icon only; the label moves to a tooltip and stays the link's accessible name. */
  collapsed?: boolean;
  onClick?: () => void;
  /** A count beside the label (new orders); also said in the link's name. */
  count?: number;
}

/** A menu entry; the entry of the current section is marked aria-current="page" and highlighted. */
export function SectionLink({ section, collapsed = false, onClick, count = 0 }: SectionLinkProps) {
  const { label, path, Icon } = section;
  // Folded to its icon, the link is named by its label and count; else by its text.
  const collapsedName = count > 0 ? `${label}, новых: ${count}` : label;
  const link = (
    <ListItemButton
      component={NavLink}
      to={path}
      end={path === paths.home}
      onClick={onClick}
      aria-label={collapsed ? collapsedName : undefined}
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
        {collapsed && count > 0 ? (
          <CountBadge badgeContent={count} max={99} color="error">
            <Icon />
          </CountBadge>
        ) : (
          <Icon />
        )}
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      )}
      {!collapsed && count > 0 && <CountChip count={count} />}
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

/** Read by a screen reader, not drawn. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The count beside an entry's label, its words for a screen reader hidden from the eye. */
function CountChip({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        minWidth: 24,
        px: 0.75,
        borderRadius: 3,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 13,
        fontWeight: 600,
        lineHeight: '22px',
        textAlign: 'center',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {`, новых: ${count}`}
      </Box>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
    </Box>
  );
}
