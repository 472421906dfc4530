import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface ActionsMenuListProps {
  anchor: HTMLElement | null;
  actions: readonly MenuAction[];
  onClose: () => void;
}

/** The menu of an ActionsMenu, which loads it lazily: Menu brings Popover and Modal. */
export default function ActionsMenuList({ anchor, actions, onClose }: ActionsMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {actions.map(({ label, onSelect }) => (
        <MenuItem
          key={label}
          onClick={() => {
            onClose();
            onSelect();
          }}
        >
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
