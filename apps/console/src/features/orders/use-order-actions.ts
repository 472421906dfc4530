import type { OrderStatusTarget } from '@vitrina/contracts/order-statuses';
import { serverDetailOf } from '../../shared/api/server-detail';
import { useSendDeliveryAgainMutation, useUpdateOrderMutation } from './api/orders-api';
import { ORDER_DONE_TEXTS, SAVE_FAILED_TEXT } from './order-texts';
import { showToast } from '../../shared/ui/toasts/show-toast';

/**
 * What the drawer does to an order: move its status, save its note, send a failed message
 * again. Each says how it went in a toast; a refusal in the server's own words (a 422 for a
 * move the status no longer allows, say, after a press in Telegram).
 */
export function useOrderActions(orderId: number) {
  const [update, updating] = useUpdateOrderMutation();
  const [sendAgain, sending] = useSendDeliveryAgainMutation();

  const report = (error: unknown, done: string) => {
    if (error) void showToast(serverDetailOf(error) ?? SAVE_FAILED_TEXT, { variant: 'error' });
    else void showToast(done, { variant: 'success' });
  };

  return {
    move: async (status: OrderStatusTarget) => {
      const { error } = await update({ id: orderId, status });
      report(error, ORDER_DONE_TEXTS.status);
    },
    saveNote: async (note: string) => {
      const { error } = await update({ id: orderId, note });
      report(error, ORDER_DONE_TEXTS.note);
    },
    sendAgain: async (deliveryId: number) => {
      const { error } = await sendAgain({ orderId, deliveryId });
      report(error, ORDER_DONE_TEXTS.sentAgain);
    },
    moving: updating.isLoading && updating.originalArgs?.status !== undefined,
    savingNote: updating.isLoading && updating.originalArgs?.note !== undefined,
    sendingId: sending.isLoading ? sending.originalArgs?.deliveryId : undefined,
  };
}
