import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { DialogNotice } from '../../../shared/ui/dialog/dialog-notice';
import { OutlinedTextField } from '../../../shared/ui/form/outlined-text-field';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { WEBHOOKS_TEXTS as TEXTS } from '../webhooks-texts';

/** The new address's secret, shown this once, with a button that copies it. */
export function WebhookSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void showToast(TEXTS.secretCopied, { variant: 'success' });
    } catch {
      // No clipboard (a page not served over https): select the secret to copy by hand.
      field.current?.select();
    }
  };

  return (
    <DialogNotice onClose={onClose} closeLabel={TEXTS.done}>
      <Stack sx={{ gap: 2, pt: 1 }}>
        <Typography>{TEXTS.secretIntro}</Typography>
        <OutlinedTextField
          label={TEXTS.secretLabel}
          value={secret}
          readOnly
          inputRef={field}
          htmlInput={{ spellCheck: false, style: { fontFamily: 'monospace' } }}
          endAction={
            <IconButton aria-label={TEXTS.copy} edge="end" onClick={() => void copy()}>
              <CopyIcon />
            </IconButton>
          }
        />
      </Stack>
    </DialogNotice>
  );
}
