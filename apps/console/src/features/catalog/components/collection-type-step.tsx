import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  type CollectionType,
} from '@vitrina/contracts/enums';

interface CollectionTypeStepProps {
  onPick: (type: CollectionType) => void;
  onCancel: () => void;
}

export function CollectionTypeStep({ onPick, onCancel }: CollectionTypeStepProps) {
  return (
    <>
      <DialogContent>
        <DialogContentText id="collection-type-hint">Выберите тип коллекции</DialogContentText>
        <List aria-labelledby="collection-type-hint">
          {COLLECTION_TYPES.map((type) => (
            <ListItem key={type} disablePadding>
              <ListItemButton onClick={() => onPick(type)}>
                {COLLECTION_TYPE_LABELS[type]}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Отменить</Button>
      </DialogActions>
    </>
  );
}
