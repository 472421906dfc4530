import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  placeholderHint,
  placeholderToken,
  TEMPLATE_PLACEHOLDERS,
  type MessageTemplateKind,
} from '@vitrina/contracts/message-templates';
import { useId } from 'react';
import { MESSAGE_TEMPLATES_TEXTS as TEXTS } from '../message-templates-texts';

interface PlaceholderChipsProps {
  kind: MessageTemplateKind;
  /** Puts the placeholder where the text's cursor is. */
  onInsert: (token: string) => void;
  disabled: boolean;
}

/** The placeholders the template may hold, each a chip that inserts it; its name says what it is. */
export function PlaceholderChips({ kind, onInsert, disabled }: PlaceholderChipsProps) {
  const labelId = useId();
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {TEXTS.placeholders}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        {TEMPLATE_PLACEHOLDERS[kind].map((placeholder) => {
          const token = placeholderToken(placeholder);
          return (
            <Chip
              key={placeholder}
              label={token}
              variant="outlined"
              disabled={disabled}
              aria-label={TEXTS.insert(token, placeholderHint(kind, placeholder))}
              onClick={() => onInsert(token)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
