import { zodResolver } from '@hookform/resolvers/zod';
import type { widgetUpdateSchema } from '@vitrina/contracts/platform';
import { useForm } from 'react-hook-form';
import { widgetSaveFailure } from '../api/platform-failures';
import { DialogForm } from './dialog/dialog-form';
import { FailureAlert } from './failure-alert';
import {
  TitleDescriptionFields,
  type TitleDescriptionValues,
} from './form/title-description-fields';

interface WidgetFormProps {
  /** The contracts' rules of the call the form makes, with their §5 messages. */
  schema: typeof widgetUpdateSchema;
  defaults: TitleDescriptionValues;
  save: (fields: TitleDescriptionValues) => Promise<{ error?: unknown }>;
  /** The state of the mutation `save` runs. */
  status: { isLoading: boolean; isError: boolean; error?: unknown };
  onClose: () => void;
  /** Shown as Назад, when the form is a later step of its dialog. */
  onBack?: () => void;
  /** The label of the submit button; Сохранить unless told. */
  submitLabel?: string;
}

/** The title and description of a widget, created or edited; closes once saved. */
export function WidgetForm({
  schema,
  defaults,
  save,
  status,
  onClose,
  onBack,
  submitLabel,
}: WidgetFormProps) {
  const { control, handleSubmit } = useForm<TitleDescriptionValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });

  const submit = handleSubmit(async (fields) => {
    const result = await save(fields);
    if (!result.error) onClose();
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      onBack={onBack}
      submitLabel={submitLabel}
      pending={status.isLoading}
      failure={status.isError && <FailureAlert message={widgetSaveFailure(status.error)} />}
    >
      <TitleDescriptionFields control={control} />
    </DialogForm>
  );
}
