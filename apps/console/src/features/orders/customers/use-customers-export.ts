import type { CustomersExportFormat } from '@vitrina/contracts/customers';
import { saveExport } from '../use-orders-export';
import { useExportCustomersMutation } from './customers-api';

/** Downloads the searched list of buyers as a file. */
export function useCustomersExport(search: string | undefined) {
  const [exportCustomers, { isLoading, originalArgs }] = useExportCustomersMutation();

  const download = (format: CustomersExportFormat) =>
    saveExport(exportCustomers({ format, search }), `customers.${format}`);

  const pendingFormat = isLoading ? originalArgs?.format : undefined;
  return { download, pendingFormat };
}
