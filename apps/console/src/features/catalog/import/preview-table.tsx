import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportPreview } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';

const { previewColumns: heads, previewActions: actions } = importTexts;

/** The first products of the file as the import will leave them. */
export function PreviewTable({ rows }: { rows: readonly ImportPreview[] }) {
  return (
    // On a phone the table scrolls sideways: a region the keyboard can reach and scroll.
    <TableContainer tabIndex={0} role="region" aria-label={importTexts.preview}>
      <Table size="small" aria-label={importTexts.preview}>
        <TableHead>
          <TableRow>
            <TableCell>{heads.row}</TableCell>
            <TableCell>{heads.action}</TableCell>
            <TableCell>{heads.title}</TableCell>
            <TableCell>{heads.sku}</TableCell>
            <TableCell>{heads.price}</TableCell>
            <TableCell>{heads.categories}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{actions[row.action]}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.title}</TableCell>
              <TableCell>{row.sku}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.price === null ? NO_PRICE_TEXT : formatRubles(row.price)}
              </TableCell>
              <TableCell>{row.categories.join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
