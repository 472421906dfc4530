import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@vitrina/contracts/webhook-texts';
import {
  webhookEndpointCreateSchema,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
} from '@vitrina/contracts/webhooks';
import { useId, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { useAddWebhookEndpointMutation } from '../api/webhooks-api';
import { WEBHOOKS_TEXTS as TEXTS } from '../webhooks-texts';
import { WebhookSecret } from './webhook-secret';

interface AddWebhookDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The address and its events; once added, its secret, shown this once. */
export function AddWebhookDialog({ open, onClose }: AddWebhookDialogProps) {
  const [added, setAdded] = useState<WebhookEndpointCreated>();
  const close = () => {
    setAdded(undefined);
    onClose();
  };
  return (
    <AppDialog open={open} onClose={close} title={added ? TEXTS.addedTitle : TEXTS.addTitle}>
      {added ? (
        <WebhookSecret secret={added.secret} onClose={close} />
      ) : (
        <AddWebhookForm onAdded={setAdded} onCancel={close} />
      )}
    </AppDialog>
  );
}

type Draft = z.input<typeof webhookEndpointCreateSchema>;

const EMPTY_FORM: Draft = { url: '', events: ['order.created'] };

/**
 * Checked by the contract's rules; the server's refusals of the address (not https, inside the
 * network, added already) are said under it.
 */
function AddWebhookForm({
  onAdded,
  onCancel,
}: {
  onAdded: (endpoint: WebhookEndpointCreated) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit, setError } = useForm<Draft, unknown, WebhookEndpointCreate>({
    resolver: zodResolver(webhookEndpointCreateSchema),
    defaultValues: EMPTY_FORM,
  });
  const [add, { isLoading, isError, error }] = useAddWebhookEndpointMutation();
  const urlRefusal = urlRefusalOf(error);

  const submit = handleSubmit(async (draft) => {
    const { data, error: refused } = await add(draft);
    if (data) {
      onAdded(data);
      return;
    }
    const refusal = urlRefusalOf(refused);
    if (refusal) setError('url', { message: refusal });
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onCancel}
      pending={isLoading}
      submitLabel="Добавить"
      failure={isError && !urlRefusal && <FailureAlert message={TEXTS.addFailed} error={error} />}
    >
      <FormTextField
        control={control}
        name="url"
        label={TEXTS.urlLabel}
        info={TEXTS.urlHint}
        type="url"
        required
        autoFocus
      />
      <EventsField control={control} />
    </DialogForm>
  );
}

/** The server's refusal of the address, when it named the field. */
function urlRefusalOf(error: unknown): string | undefined {
  if (serverDetailOf(error) === undefined) return undefined;
  const listed = (error as { data?: { errors?: { field?: unknown; message?: unknown }[] } }).data;
  const refusal = listed?.errors?.find((each) => each.field === 'url')?.message;
  return typeof refusal === 'string' ? refusal : undefined;
}

/** The events as checkboxes, in their one order; at least one. */
function EventsField({ control }: { control: Control<Draft, unknown, WebhookEndpointCreate> }) {
  const { field, fieldState } = useController({ control, name: 'events' });
  const errorId = useId();
  const chosen = field.value as WebhookEvent[];
  const toggle = (event: WebhookEvent, checked: boolean) =>
    field.onChange(checked ? [...chosen, event] : chosen.filter((each) => each !== event));
  return (
    <FormControl
      component="fieldset"
      error={fieldState.invalid}
      aria-describedby={fieldState.invalid ? errorId : undefined}
    >
      <FormLabel component="legend">{TEXTS.eventsLegend}</FormLabel>
      <FormGroup>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            label={WEBHOOK_EVENT_LABELS[event]}
            control={
              <Checkbox
                checked={chosen.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
