import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { blocklistTexts as texts } from '@vitrina/contracts/blocklist-texts';
import type { Order } from '@vitrina/contracts/orders';

/** In a refused order's card, in place of its status: why it was refused, and what that meant. */
export function RejectionNotice({ rejection }: { rejection: NonNullable<Order['rejection']> }) {
  return (
    <Alert severity="warning">
      <AlertTitle>{texts.rejectedTitle}</AlertTitle>
      {texts.rejectionReason(rejection.kind, rejection.value)}. {texts.rejectedNote}
    </Alert>
  );
}
