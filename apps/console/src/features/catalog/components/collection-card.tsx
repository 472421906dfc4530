import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollectionSummary } from '@vitrina/contracts/catalog';
import { COLLECTION_TYPE_LABELS } from '@vitrina/contracts/enums';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { ActionsMenu } from '../../../shared/ui/actions-menu';
import { LongTitle } from '../../../shared/ui/long-title';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { useRefusal } from '../../../shared/shop/use-refusal';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form and the delete popup load when the browser idles and show at the first opening
// (decision 0072).
const EditCollectionDialog = deferUntilOpen(
  () =>
    import('./edit-collection-dialog').then((module) => ({ default: module.EditCollectionDialog })),
  ({ open }) => open,
);
const DeleteCollectionConfirm = deferUntilOpen(
  () =>
    import('./delete-collection-confirm').then((module) => ({
      default: module.DeleteCollectionConfirm,
    })),
  ({ open }) => open,
);

interface CollectionCardProps {
  collection: CollectionSummary;
}

export function CollectionCard({ collection }: CollectionCardProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const headingId = `collection-${collection.id}-title`;
  const disabledReason = useRefusal('catalog.write');

  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <CardActionArea
          component={Link}
          to={generatePath(paths.collection, { collectionId: String(collection.id) })}
          sx={{ p: 2, flex: 1, minWidth: 0 }}
        >
          <LongTitle
            id={headingId}
            title={collection.title}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          />
          {collection.description && (
            <Typography variant="body2" sx={{ ...WRAP_LONG_WORDS, color: 'text.secondary' }}>
              {collection.description}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {COLLECTION_TYPE_LABELS[collection.type]} · Товаров: {collection.products_quantity}
          </Typography>
        </CardActionArea>
        <Stack sx={{ p: 1 }}>
          <ActionsMenu
            label={`Действия с коллекцией «${collection.title}»`}
            actions={[
              { label: 'Редактировать', onSelect: () => setOpen('edit'), disabledReason },
              { label: 'Удалить', onSelect: () => setOpen('delete'), disabledReason },
            ]}
          />
        </Stack>
      </Stack>
      <EditCollectionDialog open={open === 'edit'} onClose={close} collection={collection} />
      <DeleteCollectionConfirm open={open === 'delete'} onClose={close} collection={collection} />
    </Card>
  );
}
