import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DeferredUntilOpen } from '../ui/deferred-until-open';
import { lazyWhenIdle } from '../ui/load-when-idle';
import { SHOP_TEXTS } from './shop-texts';

const ShopDialog = lazyWhenIdle(() => import('./shop-dialog'));

/**
 * In place of every screen for an account in no shop (its last one deleted, or left): it
 * creates one, or opens an invitation's link.
 */
export default function NoShop() {
  const [creating, setCreating] = useState(false);
  return (
    <Stack
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '60dvh', p: 3 }}
    >
      <StorefrontIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h1">{SHOP_TEXTS.noShopTitle}</Typography>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center', maxWidth: 480 }}>
        {SHOP_TEXTS.noShopText}
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)}>
        {SHOP_TEXTS.create}
      </Button>
      <DeferredUntilOpen open={creating}>
        <ShopDialog
          kind={creating ? 'create' : null}
          shop={undefined}
          onClose={() => setCreating(false)}
        />
      </DeferredUntilOpen>
    </Stack>
  );
}
