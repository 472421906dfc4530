import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@vitrina/contracts/console-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeferredUntilOpen } from '../ui/deferred-until-open';
import { lazyWhenIdle } from '../ui/load-when-idle';
import { useCurrentShop, useShopsQuery } from './shop-api';
import { useSwitchShop } from './use-switch-shop';

const ShopMenuList = lazyWhenIdle(() => import('./shop-menu-list'));

interface ShopSwitcherProps {
  /** Phones: shown only to a member of several shops, the name shortened. */
  compact: boolean;
}

/**
 * The current shop's name beside the logo; a member of several shops picks another here. The
 * choice is kept in this browser, and every cached read, being the old shop's, is dropped.
 */
export function ShopSwitcher({ compact }: ShopSwitcherProps) {
  const shop = useCurrentShop();
  const { data: shops = [] } = useShopsQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const switchShop = useSwitchShop();
  const navigate = useNavigate();
  if (!shop || (compact && shops.length < 2)) return null;

  const choose = async (shopId: number) => {
    setAnchor(null);
    if (shopId === shop.id) return;
    // Home first: the screen left would read its rows again in the other shop, and miss them.
    await navigate(paths.home);
    switchShop(shopId);
  };

  const name = (
    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {shop.title}
    </span>
  );
  const look = { flexShrink: 1, minWidth: 0, maxWidth: compact ? 140 : 240, fontWeight: 600 };
  if (shops.length < 2) {
    return (
      <Stack direction="row" sx={{ ...look, alignItems: 'center', gap: 1, px: 1 }}>
        <StorefrontIcon sx={{ color: 'text.secondary' }} />
        <Typography component="span" sx={{ fontWeight: 600, minWidth: 0, display: 'flex' }}>
          {name}
        </Typography>
      </Stack>
    );
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={compact ? undefined : <StorefrontIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-label={`Магазин: ${shop.title}. Сменить магазин`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ...look, color: 'text.primary', textTransform: 'none' }}
      >
        {name}
      </Button>
      <DeferredUntilOpen open={anchor !== null}>
        <ShopMenuList
          anchor={anchor}
          shops={shops}
          currentId={shop.id}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      </DeferredUntilOpen>
    </>
  );
}
