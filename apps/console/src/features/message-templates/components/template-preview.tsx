import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isMerchantTemplate,
  renderTemplate,
  type MessageTemplateKind,
  type TemplatePreview as PreviewValues,
} from '@vitrina/contracts/message-templates';
import { useId } from 'react';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useTemplatePreviewQuery } from '../api/message-templates-api';
import { MESSAGE_TEMPLATES_TEXTS as TEXTS } from '../message-templates-texts';

/** The text as the message will read, filled with the shop's latest order or a sample's. */
function previewText(kind: MessageTemplateKind, text: string, values: PreviewValues) {
  return renderTemplate(text, isMerchantTemplate(kind) ? values.merchant : values.buyer).join(
    '\n\n',
  );
}

/** The draft's preview, drawn here as it is typed: the values come once, from the server. */
export function TemplatePreview({ kind, text }: { kind: MessageTemplateKind; text: string }) {
  const { data: values, isError, error } = useTemplatePreviewQuery();
  const headingId = useId();
  if (isError) return <FailureAlert message={TEXTS.previewFailed} error={error} />;
  if (!values) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {TEXTS.preview}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {values.order_number === null
          ? TEXTS.previewOfSample
          : TEXTS.previewOf(values.order_number)}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', typography: 'body2' }}
      >
        {previewText(kind, text, values)}
      </Paper>
    </Stack>
  );
}
