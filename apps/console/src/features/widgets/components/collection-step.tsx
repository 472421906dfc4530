import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { COLLECTION_TYPE_LABELS } from '@vitrina/contracts/enums';
import { messages } from '@vitrina/contracts/messages';
import { useCollectionsQuery } from '../../../shared/api/catalog-reads';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';

interface CollectionStepProps {
  onPick: (collectionId: number) => void;
  onCancel: () => void;
}

/** Step 1 of the content dialog: the merchant's collections. */
export function CollectionStep({ onPick, onCancel }: CollectionStepProps) {
  const { data: collections, isLoading, error } = useCollectionsQuery();

  return (
    <>
      <DialogContent>
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        {error && <FailureAlert message={messages.product.loadFailed} error={error} />}
        {collections?.length === 0 && 'Тут пока пусто'}
        <List aria-label="Коллекции">
          {collections?.map((collection) => (
            <ListItemButton key={collection.id} onClick={() => onPick(collection.id)}>
              <ListItemText
                sx={WRAP_LONG_WORDS}
                primary={collection.title}
                secondary={`${COLLECTION_TYPE_LABELS[collection.type]} · Товаров: ${collection.products_quantity}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Отменить</Button>
      </DialogActions>
    </>
  );
}
