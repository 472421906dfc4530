import Alert from '@mui/material/Alert';
import MuiLink from '@mui/material/Link';
import type { Product, SameSku } from '@vitrina/contracts/products';
import { paths } from '@vitrina/contracts/console-paths';
import { Fragment } from 'react';
import { useWatch } from 'react-hook-form';
import { generatePath, Link } from 'react-router';
import { useGetSameSkuQuery } from '../api/products-api';
import type { ProductFormControl } from '../product-form/product-form-values';

interface SameSkuWarningProps {
  control: ProductFormControl;
  /** As the server last answered it: the saved SKU is the one compared. */
  product: Product;
}

/**
 * Under the SKU: the other products of the collection that have the saved SKU, each a link to
 * its editor (a copy keeps its original's SKU). The save takes a repeated SKU; this says so once
 * it is saved, and stays quiet while the field holds another one (decision 77).
 */
export function SameSkuWarning({ control, product }: SameSkuWarningProps) {
  const typed = useWatch({ control, name: 'sku' });
  const saved = product.sku ?? '';
  const { data } = useGetSameSkuQuery(product.id, {
    skip: saved.trim() === '',
    refetchOnMountOrArgChange: true,
  });
  const collectionId = product.collections[0]?.id;
  if (!data || data.total === 0 || typed !== saved || collectionId === undefined) return null;

  const hrefOf = (id: number) =>
    generatePath(paths.product, { collectionId: String(collectionId), productId: String(id) });
  return (
    <Alert severity="warning">
      Артикул «{saved}» уже есть у {data.total === 1 ? 'товара' : 'товаров'}{' '}
      <Names same={data} hrefOf={hrefOf} /> в этой коллекции. Покупатели и выгрузки не отличат
      товары с одинаковым артикулом.
    </Alert>
  );
}

/** «Кружка», «Чашка» и ещё 2: the products named, each a link, and how many more. */
function Names({ same, hrefOf }: { same: SameSku; hrefOf: (id: number) => string }) {
  const more = same.total - same.products.length;
  return (
    <>
      {same.products.map((other, place) => (
        <Fragment key={other.id}>
          {place > 0 && ', '}
          <MuiLink component={Link} to={hrefOf(other.id)} color="inherit">
            «{other.title}»
          </MuiLink>
        </Fragment>
      ))}
      {more > 0 && ` и ещё ${more}`}
    </>
  );
}
