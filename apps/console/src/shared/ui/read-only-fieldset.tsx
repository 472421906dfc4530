import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ReadOnlyFieldsetProps {
  readOnly: boolean;
  children: ReactNode;
}

// A disabled fieldset disables every native control inside it, but MUI draws its controls from
// their own `disabled` prop: this makes them look and act disabled too. Links stay links.
const LOCKED_CONTROLS =
  '& button, & .MuiInputBase-root, & .MuiSwitch-root, & .MuiCheckbox-root, & .MuiRadio-root';

/** Fields and buttons that may be looked at but not used while `readOnly`. */
export function ReadOnlyFieldset({ readOnly, children }: ReadOnlyFieldsetProps) {
  return (
    <Box
      component="fieldset"
      disabled={readOnly}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        '&:disabled': {
          [LOCKED_CONTROLS]: { opacity: 0.6, pointerEvents: 'none' },
          // Nothing to clear in a field that cannot change.
          '& [data-clears-field]': { display: 'none' },
        },
      }}
    >
      {children}
    </Box>
  );
}
