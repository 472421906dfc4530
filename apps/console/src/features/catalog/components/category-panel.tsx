import AddIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@vitrina/contracts/catalog';
import { useMemo, useState } from 'react';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';
import { useCollectionCountsQuery } from '../api/catalog-api';
import { CategoryTreeItem, type CategoryActions } from './category-tree-item';
import { Allowed } from '../../../shared/shop/allowed';
import { useRefusal } from '../../../shared/shop/use-refusal';

// The category's form and the delete popup load when the browser is idle, not with the page.
const CategoryDialog = deferUntilOpen(
  () => import('./category-dialog').then((m) => ({ default: m.CategoryDialog })),
  ({ open }) => open,
);
const DeleteCategoryConfirm = deferUntilOpen(
  () => import('./delete-category-confirm').then((m) => ({ default: m.DeleteCategoryConfirm })),
  ({ category }) => category !== null,
);

type OpenDialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'edit'; category: CategoryNode }
  | { kind: 'delete'; category: CategoryNode };

interface CategoryPanelProps {
  collectionId: number;
  tree: CategoryNode[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The ids of a deleted subtree, to drop from the selection. */
  onDeleted: (ids: ReadonlySet<number>) => void;
}

export function CategoryPanel({
  collectionId,
  tree,
  selected,
  onToggle,
  onDeleted,
}: CategoryPanelProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const { data: counts } = useCollectionCountsQuery(collectionId);
  const countById = useMemo(
    () => new Map(counts?.categories.map((category) => [category.id, category.products])),
    [counts],
  );
  const close = () => setDialog(null);
  const writeRefusal = useRefusal('catalog.write');
  const actions: CategoryActions = {
    isSelected: (id) => selected.has(id),
    // The server leaves out the categories holding nothing.
    countOf: (id) => (counts ? (countById.get(id) ?? 0) : undefined),
    onToggle,
    onAddChild: (parent) => setDialog({ kind: 'create', parentId: parent.id }),
    onEdit: (category) => setDialog({ kind: 'edit', category }),
    onDelete: (category) => setDialog({ kind: 'delete', category }),
    writeRefusal,
  };

  return (
    <Paper
      component="section"
      aria-labelledby="category-panel-title"
      variant="outlined"
      sx={{ p: 2, width: { xs: '100%', md: 300 }, flexShrink: 0 }}
    >
      <Typography
        id="category-panel-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Категории
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {tree.map((node) => (
          <CategoryTreeItem key={node.id} node={node} depth={0} actions={actions} />
        ))}
      </Box>
      <Allowed permission="catalog.write">
        <Button
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'create', parentId: null })}
        >
          Добавить категорию
        </Button>
      </Allowed>
      {dialog?.kind !== 'delete' && (
        <CategoryDialog
          open={dialog !== null}
          onClose={close}
          collectionId={collectionId}
          tree={tree}
          editing={dialog?.kind === 'edit' ? dialog.category : undefined}
          parentId={
            dialog?.kind === 'create' ? dialog.parentId : (dialog?.category.parent_id ?? null)
          }
        />
      )}
      <DeleteCategoryConfirm
        category={dialog?.kind === 'delete' ? dialog.category : null}
        onClose={close}
        onDeleted={onDeleted}
      />
    </Paper>
  );
}
