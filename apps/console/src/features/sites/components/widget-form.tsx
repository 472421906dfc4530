import { zodResolver } from '@hookform/resolvers/zod';
import type { widgetUpdateSchema } from '@vitrina/contracts/platform';
import { useForm } from 'react-hook-form';
import { widgetSaveFailure } from '../../../shared/api/platform-failures';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import {
  TitleDescriptionFields,
  type TitleDescriptionValues,
} from '../../../shared/ui/form/title-description-fields';

interface WidgetFormProps {
  /** The contracts' rules of the call the form makes, with their §5 messages. */
  schema: typeof widgetUpdateSchema;
  defaults: TitleDescriptionValues;
  save: (fields: TitleDescriptionValues) => Promise<{ error?: unknown }>;
  /** The state of the mutation `save` runs. */
  status: { isLoading: boolean; isError: boolean; error?: unknown };
  onClose: () => void;
}

/** The title and description of a widget, created or edited; closes once saved. */
export function WidgetForm({ schema, defaults, save, status, onClose }: WidgetFormProps) {
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
      pending={status.isLoading}
      failure={status.isError && <FailureAlert message={widgetSaveFailure(status.error)} />}
    >
      <TitleDescriptionFields control={control} />
    </DialogForm>
  );
}
