import type { Member } from '@vitrina/contracts/team';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { memberName } from '../team-format';
import { ACTION_LABELS } from '../team-texts';

/** A step on a member the list asks about first: neither is undone by a click. */
export interface MemberQuestion {
  kind: 'remove' | 'transfer';
  member: Member;
}

const QUESTIONS = {
  remove: (name: string) => ({
    title: 'Удалить участника?',
    text: `${name} сразу потеряет доступ к магазину. Вернуть его можно будет только новым приглашением.`,
    confirmLabel: ACTION_LABELS.remove,
  }),
  transfer: (name: string) => ({
    title: 'Передать владение?',
    text: `Владельцем магазина станет ${name}, а вы останетесь в нём администратором. Вернуть владение сможет только новый владелец.`,
    confirmLabel: ACTION_LABELS.transfer,
  }),
} as const;

interface MemberQuestionDialogProps {
  /** The question asked now; the dialog shows while there is one. */
  question: MemberQuestion | null;
  onConfirm: (question: MemberQuestion) => void;
  onCancel: () => void;
  pending: boolean;
}

export function MemberQuestionDialog({ question, ...props }: MemberQuestionDialogProps) {
  // The question it asked last: closing drops it while the dialog fades out.
  const [shown, setShown] = useState(question);
  if (question !== null && question !== shown) setShown(question);
  if (!shown) return null;
  return (
    <ConfirmDialog
      open={question !== null}
      {...QUESTIONS[shown.kind](memberName(shown.member))}
      cancelLabel="Отменить"
      onConfirm={() => props.onConfirm(shown)}
      onCancel={props.onCancel}
      pending={props.pending}
    />
  );
}
