import CancelIcon from '@mui/icons-material/CancelRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CategoryNode } from '@vitrina/contracts/catalog';
import { flattenTree } from '../../../shared/catalog/category-tree';

interface CategoryChipsProps {
  tree: readonly CategoryNode[];
  selected: ReadonlySet<number>;
  onRemove: (id: number) => void;
}

/** The categories the products are filtered by; deleting a chip drops its filter. */
export function CategoryChips({ tree, selected, onRemove }: CategoryChipsProps) {
  const chosen = flattenTree(tree).filter(({ node }) => selected.has(node.id));
  if (chosen.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Выбранные категории"
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
    >
      {chosen.map(({ node }) => (
        <li key={node.id}>
          <Chip
            label={node.title}
            onDelete={() => onRemove(node.id)}
            deleteIcon={<CancelIcon titleAccess={`Убрать «${node.title}»`} />}
          />
        </li>
      ))}
    </Stack>
  );
}
