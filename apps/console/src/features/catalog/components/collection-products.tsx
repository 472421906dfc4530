import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@vitrina/contracts/catalog';
import { messages } from '@vitrina/contracts/messages';
import { Suspense, useMemo, useState } from 'react';
import { collectionRowsArgs, useProductRowsInfiniteQuery } from '../../../shared/api/product-rows';
import { useDebouncedValue } from '../../../shared/search/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, useSearchQuery } from '../../../shared/search/use-search-query';
import { AddProductDialog } from '../../../shared/ui/add-product-dialog';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { lazyBesideData } from '../../../shared/ui/load-when-idle';
import { SearchField } from '../../../shared/ui/search-field';
import { CategoryChips } from './category-chips';
import { Allowed } from '../../../shared/shop/allowed';
import { ALL_IN_STOCK_TEXT } from '../stock-texts';
import { useOutOfStockFilter } from '../use-out-of-stock-filter';
import { OutOfStockChip } from './out-of-stock-chip';

// The rows (their virtualiser, photos, switches and menus) load beside the rows' read, which the
// route's loader has started: the page's spinner stays until both have come (decision 0072).
const ProductList = lazyBesideData(() =>
  import('./product-list').then((module) => ({ default: module.ProductList })),
);

interface CollectionProductsProps {
  collectionId: number;
  tree: readonly CategoryNode[];
  selected: ReadonlySet<number>;
  onUnselect: (id: number) => void;
}

/**
 * The products of a collection, narrowed by the server to the selected categories, the search
 * and «Нет в наличии», a page at a time as the merchant scrolls.
 */
export function CollectionProducts({
  collectionId,
  tree,
  selected,
  onUnselect,
}: CollectionProductsProps) {
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useSearchQuery();
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [outOnly, setOutOnly] = useOutOfStockFilter();
  const { data, error, isLoading, isFetching, hasNextPage, fetchNextPage } =
    useProductRowsInfiniteQuery(
      collectionRowsArgs(collectionId, selected, search, outOnly ? 'out' : undefined),
    );
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);
  const showMore = () => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  };

  const loading = <CircularProgress aria-label="Загрузка" sx={{ alignSelf: 'center', my: 6 }} />;
  return (
    <Stack
      component="section"
      aria-label="Товары"
      sx={{ gap: 2, flex: 1, minWidth: 0, width: '100%' }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField value={query} onChange={setQuery} />
        <OutOfStockChip on={outOnly} onChange={setOutOnly} />
        <Allowed permission="catalog.write">
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ ml: 'auto' }}
          >
            Добавить товар
          </Button>
        </Allowed>
      </Stack>
      <CategoryChips tree={tree} selected={selected} onRemove={onUnselect} />
      {isLoading ? (
        loading
      ) : error && rows.length === 0 ? (
        <FailureAlert message={messages.product.loadFailed} error={error} />
      ) : rows.length === 0 && !isFetching ? (
        <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
          {outOnly ? ALL_IN_STOCK_TEXT : 'Тут пока пусто'}
        </Typography>
      ) : (
        <Suspense fallback={loading}>
          <ProductList collectionId={collectionId} rows={rows} onLastRowsShown={showMore} />
        </Suspense>
      )}
      <AddProductDialog
        open={adding}
        onClose={() => setAdding(false)}
        collectionId={collectionId}
      />
    </Stack>
  );
}
