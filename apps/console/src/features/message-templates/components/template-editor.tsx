import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MESSAGE_TEMPLATE_HINTS,
  MESSAGE_TEMPLATE_LABELS,
  MESSAGE_TEMPLATE_LIMITS,
  type MessageTemplate,
} from '@vitrina/contracts/message-templates';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { OutlinedTextField } from '../../../shared/ui/form/outlined-text-field';
import { MESSAGE_TEMPLATES_TEXTS as TEXTS } from '../message-templates-texts';
import { PlaceholderChips } from './placeholder-chips';
import { TemplatePreview } from './template-preview';

interface TemplateEditorProps {
  template: MessageTemplate;
  draft: string;
  /** Why the draft may not be saved. */
  error: string | undefined;
  dirty: boolean;
  onChange: (text: string) => void;
  onReset: () => Promise<void>;
}

/**
 * One template: its text with the placeholders to insert at the cursor, its preview, and its
 * reset to the default after a question.
 */
export function TemplateEditor(props: TemplateEditorProps) {
  const { template, draft, error, dirty, onChange, onReset } = props;
  const { kind } = template;
  const canWrite = usePermissions().can('shop.write');
  const field = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once an inserted placeholder is in the text.
  const caret = useRef<number | null>(null);
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const stateId = useId();

  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null || !field.current) return;
    caret.current = null;
    field.current.focus();
    field.current.setSelectionRange(at, at);
  }, [draft]);

  const insert = (token: string) => {
    const start = field.current?.selectionStart ?? draft.length;
    const end = field.current?.selectionEnd ?? draft.length;
    caret.current = start + token.length;
    onChange(draft.slice(0, start) + token + draft.slice(end));
  };

  const reset = async () => {
    setResetting(true);
    await onReset();
    setResetting(false);
    setAsking(false);
  };

  // Nothing to reset: the default, untouched. The state line says so, read with the button.
  const atDefault = template.is_default && draft === template.default_text;
  const max = MESSAGE_TEMPLATE_LIMITS[kind];
  const label = MESSAGE_TEMPLATE_LABELS[kind];

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 0.5 }}>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <Typography id={stateId} variant="body2" sx={{ color: 'text.secondary' }}>
          {template.is_default ? TEXTS.defaultText : TEXTS.ownText}
          {dirty && ` · ${TEXTS.unsaved}`}
        </Typography>
        <Typography variant="body2">{MESSAGE_TEMPLATE_HINTS[kind]}</Typography>
      </Stack>
      <PlaceholderChips kind={kind} onInsert={insert} disabled={!canWrite} />
      <OutlinedTextField
        label={TEXTS.field}
        multiline
        minRows={8}
        value={draft}
        inputRef={field}
        error={error !== undefined}
        helperText={error ?? TEXTS.length(draft.length, max)}
        onChange={(event) => onChange(event.target.value)}
      />
      <TemplatePreview kind={kind} text={draft} />
      <div>
        <Button
          variant="outlined"
          color="error"
          disabled={atDefault}
          aria-describedby={atDefault ? stateId : undefined}
          onClick={() => setAsking(true)}
        >
          {TEXTS.reset}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={TEXTS.resetTitle}
        text={TEXTS.resetText(label)}
        confirmLabel={TEXTS.reset}
        cancelLabel={TEXTS.resetCancel}
        pending={resetting}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
