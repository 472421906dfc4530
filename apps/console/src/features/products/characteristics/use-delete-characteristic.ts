import { messages } from '@vitrina/contracts/messages';
import { TOAST_DURATION_MS } from '@vitrina/contracts/limits';
import { useSnackbar } from 'notistack';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useDeleteCharacteristicMutation } from './characteristics-api';

const toast = { autoHideDuration: TOAST_DURATION_MS.long } as const;

/**
 * Deletes a characteristic everywhere and says how it went (spec §8): 'Характеристика удалена',
 * or the server's own explanation, else 'Ошибка при удалении характеристики'.
 */
export function useDeleteCharacteristic() {
  const [deleteCharacteristic, { isLoading: pending }] = useDeleteCharacteristicMutation();
  const { enqueueSnackbar } = useSnackbar();

  /** Resolves whether it was deleted. */
  const remove = async (id: number) => {
    const { error } = await deleteCharacteristic(id);
    if (error) {
      const text = serverDetailOf(error) ?? messages.characteristic.deleteFailed;
      enqueueSnackbar(text, { ...toast, variant: 'error' });
      return false;
    }
    enqueueSnackbar(messages.characteristic.deleted, { ...toast, variant: 'success' });
    return true;
  };

  return { remove, pending };
}
