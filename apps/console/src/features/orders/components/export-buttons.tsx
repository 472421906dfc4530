import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OrdersExportFormat, OrdersListArgs } from '../api/orders-api';
import { useOrdersExport } from '../use-orders-export';

const FORMATS = [
  ['csv', 'Скачать CSV'],
  ['xlsx', 'Скачать XLSX'],
] as const satisfies readonly (readonly [OrdersExportFormat, string])[];

/** Downloads the list as the filters have it, for Excel. */
export function ExportButtons({ filter }: { filter: OrdersListArgs }) {
  const { download, pendingFormat } = useOrdersExport(filter);
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
