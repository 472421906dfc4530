import { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';

type ConfirmDeleteDialogProps = Pick<
  ConfirmDialogProps,
  'open' | 'onConfirm' | 'onCancel' | 'pending' | 'note'
> & {
  /** What is deleted, named: `deleteSubject('Товар', 'Кружка')`. */
  subject: string;
};

/** «Товар «Кружка»»: the kind of what a delete takes and its name. */
export const deleteSubject = (kind: string, name: string) => `${kind} «${name}»`;

/**
 * The one confirmation every delete of the console asks for: the words of spec §2.7, and under
 * them what is deleted, named (decision 77).
 */
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
