import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import AddIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrina/contracts/products';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { AddProductDialog } from '../../../shared/ui/add-product-dialog';
import { DeleteProductConfirm } from '../../../shared/ui/delete-product-confirm';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { useCopyProductMutation } from '../api/products-api';
import { Allowed } from '../../../shared/shop/allowed';
import { usePermissions } from '../../../shared/shop/use-permissions';

/** What the editor does around a delete: the request starts, then succeeds or fails. */
export interface DeleteEvents {
  onDeleting: () => void;
  /** The editor leaves. */
  onDeleted: () => void;
  onDeleteFailed: () => void;
}

interface EditorHeaderProps {
  product: Product;
  deleteEvents: DeleteEvents;
}

/** The product's title with copy, delete and 'Новый товар' (spec §2.8). */
export function EditorHeader({ product, deleteEvents }: EditorHeaderProps) {
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [copyProduct, copying] = useCopyProductMutation();
  const navigate = useNavigate();
  const collectionId = product.collections[0]?.id;
  const canWrite = usePermissions().can('catalog.write');

  // Spec §4: the copy opens in the catalog, in place of this page; a failure is only logged.
  const copy = async () => {
    const { data, error } = await copyProduct(product.id);
    const copyCollectionId = data?.collections[0]?.id;
    if (!data || copyCollectionId === undefined) {
      console.error('The product was not copied', error);
      return;
    }
    const path = generatePath(paths.product, {
      collectionId: String(copyCollectionId),
      productId: String(data.id),
    });
    await navigate(path, { replace: true });
  };

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h1" sx={WRAP_LONG_WORDS}>
          {product.title}
        </Typography>
      </Box>
      {/* One row that never splits: on a phone it goes under the title whole (issue 36). */}
      <Stack
        role="group"
        aria-label="Действия с товаром"
        direction="row"
        sx={{ alignItems: 'center', gap: 1, flexWrap: 'nowrap', flexShrink: 0 }}
      >
        {canWrite && (
          <Tooltip title="Копировать">
            <IconButton
              aria-label="Копировать товар"
              loading={copying.isLoading}
              onClick={() => void copy()}
            >
              <CopyIcon />
            </IconButton>
          </Tooltip>
        )}
        {canWrite && (
          <Tooltip title="Удалить">
            <IconButton aria-label="Удалить товар" onClick={() => setDeleting(true)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
        <Allowed permission="catalog.write">
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={collectionId === undefined}
            onClick={() => setAdding(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Новый товар
          </Button>
        </Allowed>
      </Stack>
      <DeleteProductConfirm
        product={deleting ? product : null}
        onClose={() => setDeleting(false)}
        {...deleteEvents}
      />
      {collectionId !== undefined && (
        <AddProductDialog
          open={adding}
          onClose={() => setAdding(false)}
          collectionId={collectionId}
        />
      )}
    </Stack>
  );
}
