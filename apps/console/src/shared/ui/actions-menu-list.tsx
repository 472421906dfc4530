import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** Why the action cannot be taken now: it stays in the menu, disabled, saying so. */
  disabledReason?: string;
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
      {actions.map(({ label, onSelect, disabledReason }) => (
        <MenuItem
          key={label}
          disabled={disabledReason !== undefined}
          onClick={() => {
            onClose();
            onSelect();
          }}
        >
          {disabledReason === undefined ? (
            label
          ) : (
            <ListItemText primary={label} secondary={disabledReason} />
          )}
        </MenuItem>
      ))}
    </Menu>
  );
}
