import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportTarget } from '@vitrina/contracts/catalog-import/columns';
import type { ImportColumn } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { ColumnTargetSelect } from './column-target-select';

interface MappingTableProps {
  columns: readonly ImportColumn[];
  targets: readonly (ImportTarget | null)[];
  onChange: (column: number, target: ImportTarget | null) => void;
}

/** A row a column of the file: its header, a few of its cells and where it goes. */
export function MappingTable({ columns, targets, onChange }: MappingTableProps) {
  return (
    // On a phone the table scrolls sideways: a region the keyboard can reach and scroll.
    <TableContainer tabIndex={0} role="region" aria-label={importTexts.columns}>
      <Table size="small" aria-label={importTexts.columns}>
        <TableHead>
          <TableRow>
            <TableCell>{importTexts.columnHeader}</TableCell>
            <TableCell>{importTexts.columnSamples}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>{importTexts.columnTarget}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column, index) => (
            <TableRow key={index}>
              <TableCell sx={{ fontWeight: 500 }}>
                {column.header || importTexts.noHeader(index + 1)}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                {column.samples.join(', ')}
              </TableCell>
              <TableCell>
                <ColumnTargetSelect
                  column={column}
                  number={index + 1}
                  target={targets[index] ?? null}
                  onChange={(target) => onChange(index, target)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
