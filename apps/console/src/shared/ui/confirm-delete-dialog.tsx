import { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';

type ConfirmDeleteDialogProps = Pick<
  ConfirmDialogProps,
  'open' | 'onConfirm' | 'onCancel' | 'pending' | 'note'
>;

/** The one confirmation every delete of the console asks for (spec §2.7). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Удаление объекта"
      text="Вы действительно хотите удалить объект?"
      cancelLabel="Отменить"
      confirmLabel="Удалить"
    />
  );
}
