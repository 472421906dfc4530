import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOCKED_KINDS,
  BLOCKED_KIND_LABELS,
  blockedEntryCreateSchema,
  blocklistTexts as texts,
  type BlockedEntryCreate,
  type BlockedEntryDraft,
} from '@vitrina/contracts/blocklist';
import { useController, useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { NativeSelectField } from '../../../shared/ui/form/native-select-field';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useAddBlockedEntryMutation } from '../api/blocklist-api';
import { fieldRefusals } from '../field-refusals';

interface AddEntryDialogProps {
  open: boolean;
  onClose: () => void;
}

export function AddEntryDialog({ open, onClose }: AddEntryDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={texts.addTitle}>
      <AddEntryForm onClose={onClose} />
    </AppDialog>
  );
}

const EMPTY_FORM: BlockedEntryCreate = { kind: 'PHONE', value: '', note: '' };
const FIELDS = ['value', 'note'] as const;

/**
 * What to block and the merchant's words on why, checked by the contract's rules; the server's
 * refusals (in the list already, inside a network of it) are said under the value.
 */
function AddEntryForm({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit, setError, clearErrors } = useForm<
    BlockedEntryCreate,
    unknown,
    BlockedEntryDraft
  >({ resolver: zodResolver(blockedEntryCreateSchema), defaultValues: EMPTY_FORM });
  const { field: kind } = useController({ control, name: 'kind' });
  const [add, { isLoading, isError, error }] = useAddBlockedEntryMutation();
  const refusals = fieldRefusals(error, FIELDS);

  const submit = handleSubmit(async (draft) => {
    const { data, error: refused } = await add(draft);
    if (data) {
      void showToast(texts.added, { variant: 'success' });
      onClose();
      return;
    }
    for (const { field, message } of fieldRefusals(refused, FIELDS)) setError(field, { message });
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={isLoading}
      submitLabel={texts.add}
      failure={
        isError && refusals.length === 0 && <FailureAlert message={texts.addFailed} error={error} />
      }
    >
      <NativeSelectField
        label={texts.fields.kind}
        value={kind.value}
        onChange={(event) => {
          kind.onChange(event.target.value);
          clearErrors('value');
        }}
        fullWidth
      >
        {BLOCKED_KINDS.map((each) => (
          <option key={each} value={each}>
            {BLOCKED_KIND_LABELS[each]}
          </option>
        ))}
      </NativeSelectField>
      <FormTextField
        control={control}
        name="value"
        label={texts.fields.value}
        info={texts.valueHints[kind.value]}
        required
        autoFocus
      />
      <FormTextField control={control} name="note" label={texts.fields.note} />
    </DialogForm>
  );
}
