import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { WidgetTag } from '@vitrina/contracts/platform';
import type { ProductRowView } from '@vitrina/contracts/product-rows';
import { useMemo } from 'react';
import { generatePath, Link } from 'react-router';
import { useProductRowsInfiniteQuery } from '../../../shared/api/product-rows';
import { paths } from '@vitrina/contracts/console-paths';
import { ProductSummary } from '../../../shared/ui/product-summary';
import { useWindowRows } from '../../../shared/ui/use-window-rows';
import { rowsArgsOfTags } from '../content-selection';

/** Every row has one height, px, so the list places rows without measuring them. */
const ROW_HEIGHT = 88;
// One class for every row: each row's place goes in its inline style (see the collection's rows).
const ROW_SX = {
  position: 'absolute',
  insetInline: 0,
  height: ROW_HEIGHT,
  display: 'flex',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

interface WidgetProductRowsProps {
  siteId: number;
  widgetId: number;
  tags: readonly WidgetTag[];
}

/**
 * The products the widget shows, a page at a time as the merchant scrolls, each opening the
 * product editor under the widget.
 */
export function WidgetProductRows({ siteId, widgetId, tags }: WidgetProductRowsProps) {
  const { data, isLoading, isFetching, hasNextPage, fetchNextPage } = useProductRowsInfiniteQuery(
    rowsArgsOfTags(tags),
  );
  const products = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);

  if (isLoading) return <CircularProgress aria-label="Загрузка" sx={{ alignSelf: 'center' }} />;
  if (products.length === 0 && !isFetching) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
        Тут пока пусто
      </Typography>
    );
  }
  return (
    <RowList
      siteId={siteId}
      widgetId={widgetId}
      products={products}
      onLastRowsShown={() => {
        if (hasNextPage && !isFetching) void fetchNextPage();
      }}
    />
  );
}

interface RowListProps {
  siteId: number;
  widgetId: number;
  products: readonly ProductRowView[];
  onLastRowsShown: () => void;
}

// Mounted once there are rows, so the list's place on the page is measured where it stands.
function RowList({ siteId, widgetId, products, onLastRowsShown }: RowListProps) {
  const { setList, listTop, rows, totalHeight } = useWindowRows({
    count: products.length,
    rowHeight: ROW_HEIGHT,
    keyOf: (index) => products[index]!.id,
    onLastRowsShown,
  });
  return (
    <Box
      ref={setList}
      role="list"
      aria-label="Товары виджета"
      sx={{ position: 'relative' }}
      style={{ height: totalHeight }}
    >
      {rows.map((row) => {
        const product = products[row.index]!;
        return (
          <Box key={row.key} role="listitem" sx={ROW_SX} style={{ top: row.start - listTop }}>
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
          </Box>
        );
      })}
    </Box>
  );
}
