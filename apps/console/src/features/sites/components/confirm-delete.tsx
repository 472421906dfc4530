import type { MessageReply } from '../../../shared/api/envelope';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface ConfirmDeleteProps {
  open: boolean;
  onClose: () => void;
  /** Runs the delete call; the server's message becomes the success toast. */
  remove: () => Promise<{ data?: MessageReply }>;
  pending: boolean;
}

/** The shared delete confirmation of a site or a widget. */
export function ConfirmDelete({ open, onClose, remove, pending }: ConfirmDeleteProps) {
  const confirm = async () => {
    const { data } = await remove();
    onClose();
    if (data) void showToast(data.message, { variant: 'success' });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
    />
  );
}
