import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { CategoryNode } from '@vitrina/contracts/catalog';
import { CATEGORY_TREE_INDENT_PX } from '@vitrina/contracts/limits';

interface CategoryChecklistProps {
  nodes: readonly CategoryNode[];
  checked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  disabled: boolean;
  depth?: number;
}

/** A collection's category tree as checkboxes, each level indented like the catalog's tree. */
export function CategoryChecklist(props: CategoryChecklistProps) {
  const { nodes, checked, onToggle, disabled, depth = 0 } = props;
  return nodes.map((node) => (
    <Stack key={node.id} sx={{ pl: `${depth === 0 ? 0 : CATEGORY_TREE_INDENT_PX}px` }}>
      <FormControlLabel
        label={node.title}
        disabled={disabled}
        control={<Checkbox checked={checked.has(node.id)} onChange={() => onToggle(node.id)} />}
      />
      <CategoryChecklist {...props} nodes={node.children} depth={depth + 1} />
    </Stack>
  ));
}
