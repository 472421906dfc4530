import CheckIcon from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SHOP_ROLE_LABELS } from '@vitrina/contracts/team-roles';
import type { Shop } from '@vitrina/contracts/team';
import type { ShopDialogKind } from './shop-dialog';
import { SHOP_TEXTS } from './shop-texts';
import { useRefusal } from './use-refusal';

interface ShopMenuListProps {
  anchor: HTMLElement | null;
  /** The shops to switch between; none when the user has one. */
  shops: readonly Shop[];
  currentId: number;
  onChoose: (shopId: number) => void;
  /** Opens the dialog of an action the role may take. */
  onAction: (kind: ShopDialogKind) => void;
  onClose: () => void;
}

/**
 * The shops of the switcher, each with the user's role, then what may be done to the shop;
 * loaded lazily, Menu being heavy.
 */
export default function ShopMenuList(props: ShopMenuListProps) {
  const { anchor, shops, currentId, onChoose, onAction, onClose } = props;
  const actions = [
    { kind: 'rename', label: SHOP_TEXTS.rename, disabledReason: useRefusal('shop.write') },
    { kind: 'create', label: SHOP_TEXTS.create, disabledReason: undefined },
    { kind: 'delete', label: SHOP_TEXTS.delete, disabledReason: useRefusal('shop.delete') },
  ] as const;
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {shops.map((shop) => (
        <MenuItem key={shop.id} selected={shop.id === currentId} onClick={() => onChoose(shop.id)}>
          <ListItemIcon>{shop.id === currentId && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText primary={shop.title} secondary={SHOP_ROLE_LABELS[shop.role]} />
        </MenuItem>
      ))}
      {shops.length > 0 && <Divider />}
      {actions.map(({ kind, label, disabledReason }) => (
        <MenuItem key={kind} disabled={disabledReason !== undefined} onClick={() => onAction(kind)}>
          <ListItemText primary={label} secondary={disabledReason} />
        </MenuItem>
      ))}
    </Menu>
  );
}
