import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SHOP_ROLE_LABELS } from '@vitrina/contracts/team-roles';
import type { Shop } from '@vitrina/contracts/team';

interface ShopMenuListProps {
  anchor: HTMLElement | null;
  shops: readonly Shop[];
  currentId: number;
  onChoose: (shopId: number) => void;
  onClose: () => void;
}

/** The shops of the switcher, each with the user's role; loaded lazily, Menu being heavy. */
export default function ShopMenuList({
  anchor,
  shops,
  currentId,
  onChoose,
  onClose,
}: ShopMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {shops.map((shop) => (
        <MenuItem key={shop.id} selected={shop.id === currentId} onClick={() => onChoose(shop.id)}>
          <ListItemIcon>{shop.id === currentId && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText primary={shop.title} secondary={SHOP_ROLE_LABELS[shop.role]} />
        </MenuItem>
      ))}
    </Menu>
  );
}
