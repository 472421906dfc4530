import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { DeferredUntilOpen } from '../../../shared/ui/deferred-until-open';
import HelpPanel from './help-panel';

/**
 * The «?» and its panel, put on the page at the first opening (so it can play its closing
 * transition). Loaded lazily by help-button.tsx.
 */
export default function HelpControl() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Помощь"
        aria-haspopup="dialog"
        color="inherit"
        onClick={() => setOpen(true)}
      >
        <HelpIcon />
      </IconButton>
      <DeferredUntilOpen open={open}>
        <HelpPanel open={open} onClose={() => setOpen(false)} />
      </DeferredUntilOpen>
    </>
  );
}
