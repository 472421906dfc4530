import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OrdersExportFormat, OrdersListArgs } from '../api/orders-api';
import { useOrdersExport } from '../use-orders-export';

const FORMATS = [
  ['csv', 'Скачать CSV'],
  ['xlsx', 'Скачать XLSX'],
] as const satisfies readonly (readonly [OrdersExportFormat, string])[];

interface DownloadButtonsProps {
  download: (format: OrdersExportFormat) => Promise<void>;
  /** The format being downloaded; every button waits meanwhile. */
  pendingFormat: OrdersExportFormat | undefined;
}

/** A button a format: a list of the orders page (orders, buyers) as a file for Excel. */
export function DownloadButtons({ download, pendingFormat }: DownloadButtonsProps) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={pendingFormat === format}
          disabled={pendingFormat !== undefined}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

/** Downloads the list as the filters have it, for Excel. */
export function ExportButtons({ filter }: { filter: OrdersListArgs }) {
  return <DownloadButtons {...useOrdersExport(filter)} />;
}
