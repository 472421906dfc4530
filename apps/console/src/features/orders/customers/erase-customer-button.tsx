import Button from '@mui/material/Button';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import type { CustomerDetail } from '@vitrina/contracts/customers';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useEraseCustomerMutation } from './customers-api';

interface EraseCustomerButtonProps {
  customer: Pick<CustomerDetail, 'id' | 'orders_count'>;
  /** Called as the erasure starts: the card closes, and the outcome is told by a toast. */
  onErasing: () => void;
}

/**
 * The right to erasure (152-ФЗ): asks first, saying what goes and what stays, then erases the
 * buyer's personal data from every order of theirs.
 */
export function EraseCustomerButton({ customer, onErasing }: EraseCustomerButtonProps) {
  const [asking, setAsking] = useState(false);
  const [erase, { isLoading }] = useEraseCustomerMutation();

  const confirm = async () => {
    onErasing();
    const { error } = await erase(customer.id);
    void showToast(
      error ? (serverDetailOf(error) ?? customerTexts.eraseFailed) : customerTexts.erasedDone,
      { variant: error ? 'error' : 'success' },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {customerTexts.erase}
      </Button>
      <ConfirmDialog
        open={asking}
        title={customerTexts.eraseTitle}
        text={customerTexts.eraseText(customer.orders_count)}
        cancelLabel={customerTexts.eraseCancel}
        confirmLabel={customerTexts.eraseConfirm}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        pending={isLoading}
      />
    </>
  );
}
