import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import { generatePath, Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { ProductSummary } from '../../../shared/ui/product-summary';

interface WidgetProductRowsProps {
  siteId: number;
  widgetId: number;
  products: readonly Product[];
}

/** The products the widget shows, each opening the product editor under the widget. */
export function WidgetProductRows({ siteId, widgetId, products }: WidgetProductRowsProps) {
  if (products.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
        Тут пока пусто
      </Typography>
    );
  }
  return (
    <List aria-label="Товары виджета" disablePadding>
      {products.map((product) => (
        <ListItem key={product.id} disablePadding divider>
          <ListItemButton
            component={Link}
            to={generatePath(paths.siteProduct, {
              siteId: String(siteId),
              widgetId: String(widgetId),
              productId: String(product.id),
            })}
            sx={{ gap: 2 }}
          >
            <ProductSummary product={product} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
