import DesktopIcon from '@mui/icons-material/DesktopWindowsOutlined';
import MobileIcon from '@mui/icons-material/PhoneIphoneOutlined';
import TabletIcon from '@mui/icons-material/TabletMacOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import { ProductCard } from '../../../shared/ui/product-card/product-card';

// The spec keeps the device buttons inert: the preview does not resize yet.
const DEVICES = [
  { label: 'Компьютер', Icon: DesktopIcon },
  { label: 'Планшет', Icon: TabletIcon },
  { label: 'Телефон', Icon: MobileIcon },
];

/** A preview of the showcase: the widget's products as buyers see them. */
export function StyleTab({ products }: { products: readonly Product[] }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" role="toolbar" aria-label="Размер экрана" sx={{ gap: 1 }}>
        {DEVICES.map(({ label, Icon }) => (
          <IconButton key={label} aria-label={label}>
            <Icon />
          </IconButton>
        ))}
      </Stack>
      {products.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
          Тут пока пусто
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, 260px)',
            justifyContent: 'center',
          }}
        >
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
