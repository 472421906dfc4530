import CollapseIcon from '@mui/icons-material/ExpandMoreRounded';
import ExpandIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@vitrina/contracts/catalog';
import { CATEGORY_TREE_INDENT_PX } from '@vitrina/contracts/limits';
import { useState } from 'react';
import { ActionsMenu } from '../../../shared/ui/actions-menu';
import { formatCount } from '../../../shared/ui/format-count';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';

/** What the tree's items can do; the panel answers each with its dialog. */
export interface CategoryActions {
  isSelected: (id: number) => boolean;
  /** How many products the category holds with its descendants; unknown until counted. */
  countOf: (id: number) => number | undefined;
  onToggle: (id: number) => void;
  onAddChild: (parent: CategoryNode) => void;
  onEdit: (category: CategoryNode) => void;
  onDelete: (category: CategoryNode) => void;
  /** Why the member's role may not change the tree, if it may not. */
  writeRefusal: string | undefined;
}

interface CategoryTreeItemProps {
  node: CategoryNode;
  depth: number;
  actions: CategoryActions;
}

// The expand button and a leaf's empty place are one width, so a leaf's title starts where its
// sibling branches' titles do and every level is exactly one indent deeper than its parent.
const TOGGLE_SLOT = { width: 30, height: 30, flexShrink: 0 } as const;

/** One category of the tree, indented by its depth, with its children when expanded. */
export function CategoryTreeItem({ node, depth, actions }: CategoryTreeItemProps) {
  const [expanded, setExpanded] = useState(false);
  const hasChildren = node.children.length > 0;
  const selected = actions.isSelected(node.id);

  return (
    <li>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', pl: `${depth * CATEGORY_TREE_INDENT_PX}px` }}
      >
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={`${expanded ? 'Свернуть' : 'Развернуть'} «${node.title}»`}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={TOGGLE_SLOT}
          >
            {expanded ? <CollapseIcon fontSize="small" /> : <ExpandIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={TOGGLE_SLOT} />
        )}
        <Button
          size="small"
          aria-pressed={selected}
          variant={selected ? 'contained' : 'text'}
          color={selected ? 'primary' : 'inherit'}
          onClick={() => actions.onToggle(node.id)}
          sx={{
            ...WRAP_LONG_WORDS,
            flex: 1,
            justifyContent: 'flex-start',
            textAlign: 'start',
            textTransform: 'none',
            minWidth: 0,
          }}
        >
          {node.title}
        </Button>
        <ProductCount count={actions.countOf(node.id)} />
        <ActionsMenu
          label={`Действия с категорией «${node.title}»`}
          actions={[
            {
              label: 'Добавить подкатегорию',
              onSelect: () => {
                setExpanded(true);
                actions.onAddChild(node);
              },
              disabledReason: actions.writeRefusal,
            },
            {
              label: 'Редактировать',
              onSelect: () => actions.onEdit(node),
              disabledReason: actions.writeRefusal,
            },
            {
              label: 'Удалить',
              onSelect: () => actions.onDelete(node),
              disabledReason: actions.writeRefusal,
            },
          ]}
        />
      </Stack>
      {hasChildren && expanded && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {node.children.map((child) => (
            <CategoryTreeItem key={child.id} node={child} depth={depth + 1} actions={actions} />
          ))}
        </Box>
      )}
    </li>
  );
}

/** The products of a category beside its title; an empty category says 0. */
function ProductCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Typography
      variant="body2"
      aria-label={`Товаров: ${formatCount(count)}`}
      sx={{ color: 'text.secondary', px: 0.5, whiteSpace: 'nowrap' }}
    >
      {formatCount(count)}
    </Typography>
  );
}
