import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { paths } from '@vitrina/contracts/console-paths';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { DeferredUntilOpen } from '../ui/deferred-until-open';
import { lazyWhenIdle } from '../ui/load-when-idle';
import type { ShopDialogKind } from './shop-dialog';
import { useCurrentShop, useShopsQuery } from './shop-api';
import { useSwitchShop } from './use-switch-shop';

const ShopMenuList = lazyWhenIdle(() => import('./shop-menu-list'));
const ShopDialog = lazyWhenIdle(() => import('./shop-dialog'));

interface ShopSwitcherProps {
  /** Phones: the name shortened, and only an icon for a user of one shop. */
  compact: boolean;
}

/**
 * The current shop's name beside the logo, opening its menu: another of the member's shops to
 * switch to (the choice is kept in this browser, and every cached read, being the old shop's,
 * is dropped), and renaming, creating and deleting a shop, each as the role allows.
 */
export function ShopSwitcher({ compact }: ShopSwitcherProps) {
  const shop = useCurrentShop();
  const { data: shops = [] } = useShopsQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<ShopDialogKind | null>(null);
  const switchShop = useSwitchShop();
  const navigate = useNavigate();
  if (!shop) return null;

  const several = shops.length > 1;
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const choose = async (shopId: number) => {
    setAnchor(null);
    if (shopId === shop.id) return;
    // Home first: the screen left would read its rows again in the other shop, and miss them.
    await navigate(paths.home);
    switchShop(shopId);
  };
  const label = `Магазин: ${shop.title}. ${several ? 'Сменить магазин' : 'Действия с магазином'}`;
  const menu = { 'aria-label': label, 'aria-haspopup': 'menu', onClick: open } as const;

  return (
    <>
      {compact && !several ? (
        <IconButton {...menu} color="inherit">
          <StorefrontIcon />
        </IconButton>
      ) : (
        <Button
          {...menu}
          color="inherit"
          startIcon={compact ? undefined : <StorefrontIcon />}
          endIcon={<ArrowDropDownIcon />}
          sx={{
            flexShrink: 1,
            minWidth: 0,
            maxWidth: compact ? 140 : 240,
            fontWeight: 600,
            color: 'text.primary',
            textTransform: 'none',
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {shop.title}
          </span>
        </Button>
      )}
      <DeferredUntilOpen open={anchor !== null}>
        <ShopMenuList
          anchor={anchor}
          shops={several ? shops : []}
          currentId={shop.id}
          onChoose={(shopId) => void choose(shopId)}
          onAction={(kind) => {
            setAnchor(null);
            setDialog(kind);
          }}
          onClose={() => setAnchor(null)}
        />
      </DeferredUntilOpen>
      <DeferredUntilOpen open={dialog !== null}>
        <ShopDialog kind={dialog} shop={shop} onClose={() => setDialog(null)} />
      </DeferredUntilOpen>
    </>
  );
}
