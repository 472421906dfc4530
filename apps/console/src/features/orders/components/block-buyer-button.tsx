import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { blocklistTexts as texts } from '@vitrina/contracts/blocklist-texts';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { formatPhone } from '@vitrina/contracts/phone';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { Allowed } from '../../../shared/shop/allowed';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useBlockOrderBuyerMutation } from '../api/orders-api';

/**
 * «Заблокировать»: the order's phone and e-mail into the shop's blocked list, after a question
 * naming them; the buyer's next orders are refused quietly (decision 74). Nothing of an erased
 * buyer is left to block: no button then.
 */
export function BlockBuyerButton({ order }: { order: Pick<OrderDetail, 'id' | 'customer'> }) {
  const [asking, setAsking] = useState(false);
  const [block, { isLoading }] = useBlockOrderBuyerMutation();
  const { phone, email } = order.customer;
  const values = [phone && formatPhone(phone), email].filter((value): value is string => !!value);
  if (values.length === 0) return null;

  const confirm = async () => {
    const { data, error } = await block(order.id);
    setAsking(false);
    void showToast(data ? texts.blocked : (serverDetailOf(error) ?? texts.blockFailed), {
      variant: data ? 'success' : 'error',
    });
  };

  return (
    <>
      <Allowed permission="orders.write">
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          onClick={() => setAsking(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {texts.block}
        </Button>
      </Allowed>
      <ConfirmDialog
        open={asking}
        title={texts.blockTitle}
        text={texts.blockText(values)}
        cancelLabel={texts.blockCancel}
        confirmLabel={texts.blockConfirm}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        pending={isLoading}
      />
    </>
  );
}
