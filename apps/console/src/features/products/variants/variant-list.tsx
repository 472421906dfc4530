import Box from '@mui/material/Box';
import { useWindowRows } from '../../../shared/ui/use-window-rows';
import type { MatrixRow } from './variant-draft';
import { useVariantRowHeight, VariantRow, type VariantRowProps } from './variant-row';
import type { SaveRefusal } from './save-refusal';
import { variantTexts as texts } from './variant-texts';

type SharedRowProps = Pick<VariantRowProps, 'product' | 'onEdit' | 'readOnly'>;

interface VariantListProps extends SharedRowProps {
  rows: readonly MatrixRow[];
  labelOf: (row: MatrixRow) => string;
  refusal: SaveRefusal;
}

/**
 * The combinations, virtualised against the page's scroll: 500 rows cost what a screenful does,
 * only the rows in view (and a few around them) being in the document.
 */
export function VariantList({ rows, labelOf, refusal, ...shared }: VariantListProps) {
  const rowHeight = useVariantRowHeight();
  const {
    setList,
    listTop,
    rows: shown,
    totalHeight,
  } = useWindowRows({
    count: rows.length,
    rowHeight,
    keyOf: (index) => rows[index]!.key,
  });

  return (
    <Box
      ref={setList}
      role="list"
      aria-label={texts.list}
      sx={{ position: 'relative' }}
      style={{ height: totalHeight }}
    >
      {shown.map((item) => {
        const row = rows[item.index]!;
        return (
          <VariantRow
            key={row.key}
            row={row}
            label={labelOf(row)}
            top={item.start - listTop}
            height={rowHeight}
            refused={refusal.rows.get(row.key)}
            {...shared}
          />
        );
      })}
    </Box>
  );
}
