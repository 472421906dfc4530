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
 * Downloads the filtered list as a file. The call needs the session's token, so it goes through
 * the api (a plain link could not send it) and the file is saved from its object URL.
 */
export function useOrdersExport(filter: OrdersListArgs) {
  const [exportOrders, { isLoading, originalArgs }] = useExportOrdersMutation();

  const download = async (format: OrdersExportFormat) => {
    const { data: url, error } = await exportOrders({ format, filter });
    if (url === undefined) {
      void showToast(serverDetailOf(error) ?? EXPORT_FAILED_TEXT, { variant: 'error' });
      return;
    }
    saveFile(url, `orders.${format}`);
    URL.revokeObjectURL(url);
  };

  const pendingFormat = isLoading ? originalArgs?.format : undefined;
  return { download, pendingFormat };
}
