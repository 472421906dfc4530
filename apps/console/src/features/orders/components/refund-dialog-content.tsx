import { paymentMessages } from '@vitrina/contracts/payment-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { providerFailureOf, refusalOfField } from '../../../shared/api/payment-connection';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { lazyResolver } from '../../../shared/ui/form/lazy-resolver';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useRefundOrderMutation } from '../api/orders-api';
import { amountText } from '../order-format';
import { PAYMENT_TEXTS as TEXTS } from '../order-texts';

export interface RefundDialogProps {
  open: boolean;
  onClose: () => void;
  orderId: number;
  /** Rubles of the payment not yet given back. */
  left: number;
}

/** Loaded lazily by refund-dialog.tsx. */
export default function RefundDialogContent({ open, onClose, ...refund }: RefundDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={TEXTS.refundTitle}>
      <RefundForm onClose={onClose} {...refund} />
    </AppDialog>
  );
}

/**
 * The amount, the whole of what is left to begin with. A refusal of the amount is shown at the
 * field; the others (nothing paid to give back, the provider's refusal) under it.
 */
function RefundForm({ onClose, orderId, left }: Omit<RefundDialogProps, 'open'>) {
  const resolver = useMemo(
    () => lazyResolver(() => import('../refund-resolver').then((m) => m.refundResolver(left))),
    [left],
  );
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: { amount: amountText(left) },
  });
  const [refundOrder, { isLoading }] = useRefundOrderMutation();
  const [failure, setFailure] = useState<unknown>();

  const submit = handleSubmit(async ({ amount }) => {
    setFailure(undefined);
    const { error } = await refundOrder({ orderId, amount });
    if (!error) {
      void showToast(paymentMessages.refundDone, { variant: 'success' });
      onClose();
      return;
    }
    const refusal = refusalOfField(error, 'amount');
    if (refusal) setError('amount', { message: refusal });
    else setFailure(error);
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={isLoading}
      submitLabel={TEXTS.refundSubmit}
      failure={
        failure !== undefined && (
          <FailureAlert
            message={providerFailureOf(failure) ?? TEXTS.refundFailed}
            error={failure}
          />
        )
      }
    >
      <FormTextField
        control={control}
        name="amount"
        label={TEXTS.refundAmount}
        info={TEXTS.refundLeft(formatRubles(left))}
        autoComplete="off"
        required
        autoFocus
      />
    </DialogForm>
  );
}
