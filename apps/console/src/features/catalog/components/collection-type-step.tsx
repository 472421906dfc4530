import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  type CollectionType,
} from '@vitrina/contracts/enums';
import { COLLECTION_TYPE_HINTS } from '../collection-type-hints';

interface CollectionTypeStepProps {
  onPick: (type: CollectionType) => void;
  onCancel: () => void;
}

/** Step 1: the five types of spec §2.7, each with a line on what it is for. */
export function CollectionTypeStep({ onPick, onCancel }: CollectionTypeStepProps) {
  return (
    <>
      <DialogContent>
        <DialogContentText id="collection-type-hint">Выберите тип коллекции</DialogContentText>
        <List aria-labelledby="collection-type-hint">
          {COLLECTION_TYPES.map((type) => (
            <ListItem key={type} disablePadding>
              {/* Named by what it shows, its label and the line on what it is for. */}
              <ListItemButton onClick={() => onPick(type)}>
                <ListItemText
                  primary={COLLECTION_TYPE_LABELS[type]}
                  secondary={COLLECTION_TYPE_HINTS[type]}
                />
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
