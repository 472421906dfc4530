import FolderIcon from '@mui/icons-material/FolderOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import { CATEGORY_TREE_INDENT_PX } from '@vitrina/contracts/limits';
import type { FlatCategory } from '../../../shared/catalog/category-tree';

export const TOP_LEVEL_TEXT = 'Категория на верхнем уровне';

interface ParentFolderStepProps {
  folders: readonly FlatCategory[];
  parentId: number | null;
  /** Null picks the top level. */
  onPick: (id: number | null) => void;
  onBack: () => void;
}

export function ParentFolderStep({ folders, parentId, onPick, onBack }: ParentFolderStepProps) {
  const options = [
    { id: null, title: TOP_LEVEL_TEXT, depth: 0 },
    ...folders.map(({ node, depth }) => ({ id: node.id, title: node.title, depth: depth + 1 })),
  ];
  return (
    <>
      <DialogContent>
        <List aria-label="Папки">
          {options.map(({ id, title, depth }) => (
            <ListItem key={id ?? 'top'} disablePadding>
              <ListItemButton
                selected={id === parentId}
                onClick={() => onPick(id)}
                sx={{ pl: `${16 + depth * CATEGORY_TREE_INDENT_PX}px` }}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <FolderIcon fontSize="small" />
                </ListItemIcon>
                {title}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onBack}>Назад</Button>
      </DialogActions>
    </>
  );
}
