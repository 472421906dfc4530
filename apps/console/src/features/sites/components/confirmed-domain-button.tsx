import VerifiedIcon from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogNotice } from '../../../shared/ui/dialog/dialog-notice';

/**
 * 'Подтверждена': the spec's inert badge-button, which tells what the confirmation means for
 * the site's widgets (issue 36: no control does nothing).
 */
export function ConfirmedDomainButton({ domain }: { domain: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="success"
        startIcon={<VerifiedIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Подтверждена
      </Button>
      <AppDialog open={open} onClose={() => setOpen(false)} title="Площадка подтверждена">
        <DialogNotice onClose={() => setOpen(false)}>
          <DialogContentText>
            Домен {domain} подтверждён: виджеты этой площадки показываются на его страницах и
            принимают с них заказы. На других сайтах они не откроются.
          </DialogContentText>
        </DialogNotice>
      </AppDialog>
    </>
  );
}
