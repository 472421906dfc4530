import DesktopIcon from '@mui/icons-material/DesktopWindowsOutlined';
import MobileIcon from '@mui/icons-material/PhoneIphoneOutlined';
import TabletIcon from '@mui/icons-material/TabletMacOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Widget } from '@vitrina/contracts/platform';
import { ProductCard } from '../../../shared/ui/product-card/product-card';
import { StyleForm } from './style-form';

// The spec keeps the device buttons inert: the preview does not resize yet.
const DEVICES = [
  { label: 'Компьютер', Icon: DesktopIcon },
  { label: 'Планшет', Icon: TabletIcon },
  { label: 'Телефон', Icon: MobileIcon },
];

/** The showcase's style settings, and a preview: the widget's products as buyers see them. */
export function StyleTab({ widget }: { widget: Widget }) {
  const products = widget.products ?? [];
  return (
    <Stack sx={{ gap: 2 }}>
      <StyleForm widget={widget} />
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
