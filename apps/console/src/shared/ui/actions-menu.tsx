import MoreIcon from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface ActionsMenuProps {
  /** The accessible name of the button that opens the menu. */
  label: string;
  actions: readonly MenuAction[];
}

/** A "more" button with a menu of actions on one object. */
export function ActionsMenu({ label, actions }: ActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={label}
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map(({ label: actionLabel, onSelect }) => (
          <MenuItem
            key={actionLabel}
            onClick={() => {
              setAnchor(null);
              onSelect();
            }}
          >
            {actionLabel}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
