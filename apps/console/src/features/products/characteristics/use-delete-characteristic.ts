import { messages } from '@vitrina/contracts/messages';
import { TOAST_DURATION_MS } from '@vitrina/contracts/limits';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useDeleteCharacteristicMutation } from './characteristics-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

const toast = { autoHideDuration: TOAST_DURATION_MS.long } as const;

/**
 * Deletes a characteristic everywhere and says how it went (spec §8): 'Характеристика удалена',
 * or the server's own explanation, else 'Ошибка при удалении характеристики'.
 */
export function useDeleteCharacteristic() {
  const [deleteCharacteristic, { isLoading: pending }] = useDeleteCharacteristicMutation();

  /** Resolves whether it was deleted. */
  const remove = async (id: number) => {
    const { error } = await deleteCharacteristic(id);
    if (error) {
      const text = serverDetailOf(error) ?? messages.characteristic.deleteFailed;
      void showToast(text, { ...toast, variant: 'error' });
      return false;
    }
    void showToast(messages.characteristic.deleted, { ...toast, variant: 'success' });
    return true;
  };

  return { remove, pending };
}
