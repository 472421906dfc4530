import { customerTexts } from '@vitrina/contracts/customer-texts';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useUpdateCustomerMutation } from './customers-api';

/** Saves the merchant's note on a buyer, and says how it went in a toast. */
export function useSaveCustomerNote(customerId: number) {
  const [update, { isLoading }] = useUpdateCustomerMutation();
  const saveNote = async (note: string) => {
    const { error } = await update({ id: customerId, note });
    if (error) {
      void showToast(serverDetailOf(error) ?? customerTexts.saveFailed, { variant: 'error' });
    } else void showToast(customerTexts.noteSaved, { variant: 'success' });
  };
  return { saveNote, saving: isLoading };
}
