import { serverDetailOf } from '../../shared/api/server-detail';
import {
  useExportOrdersMutation,
  type OrdersExportFormat,
  type OrdersListArgs,
} from './api/orders-api';
import { EXPORT_FAILED_TEXT } from './order-texts';
import { showToast } from '../../shared/ui/toasts/show-toast';

/** Hands a file to the browser to save, by a click on a link that downloads it. */
function saveFile(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}

/**
 * Saves the file an export's call answered as its object URL, or says why there is none. The
 * call needs the session's token, so it goes through the api (a plain link could not send it).
 */
export async function saveExport(
  exported: Promise<{ data?: string; error?: unknown }>,
  name: string,
): Promise<void> {
  const { data: url, error } = await exported;
  if (url === undefined) {
    void showToast(serverDetailOf(error) ?? EXPORT_FAILED_TEXT, { variant: 'error' });
    return;
  }
  saveFile(url, name);
  URL.revokeObjectURL(url);
}

/** Downloads the filtered list as a file. */
export function useOrdersExport(filter: OrdersListArgs) {
  const [exportOrders, { isLoading, originalArgs }] = useExportOrdersMutation();

  const download = (format: OrdersExportFormat) =>
    saveExport(exportOrders({ format, filter }), `orders.${format}`);

  const pendingFormat = isLoading ? originalArgs?.format : undefined;
  return { download, pendingFormat };
}
