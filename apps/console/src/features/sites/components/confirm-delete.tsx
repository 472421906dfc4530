import type { MessageReply } from '../../../shared/api/envelope';
import { ConfirmDeleteDialog, deleteSubject } from '../../../shared/ui/confirm-delete-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface ConfirmDeleteProps {
  open: boolean;
  onClose: () => void;
  /** What is deleted, «Площадка» or «Виджет», and its title: the popup names it. */
  kind: string;
  title: string;
  /** Runs the delete call; the server's message becomes the success toast. */
  remove: () => Promise<{ data?: MessageReply }>;
  pending: boolean;
}

/** The shared delete confirmation of a site or a widget. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const { open, onClose, kind, title, remove, pending } = props;
  const confirm = async () => {
    const { data } = await remove();
    onClose();
    if (data) void showToast(data.message, { variant: 'success' });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      subject={deleteSubject(kind, title)}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
    />
  );
}
