import { zodResolver } from '@hookform/resolvers/zod';
import { siteCreateSchema } from '@vitrina/contracts/platform';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useCreateSiteMutation } from '../api/sites-api';
import { siteSaveFailure } from '../../../shared/api/platform-failures';
import { SiteFields, type SiteFieldValues } from './site-fields';

// The dialog has one link field; the payload nests it as the site's first domain.
const createSiteFormSchema = siteCreateSchema.pick({ title: true, description: true }).extend({
  link: siteCreateSchema.shape.domains.unwrap().element.shape.link_domain,
});

interface CreateSiteDialogProps {
  open: boolean;
  onClose: () => void;
}

export function CreateSiteDialog({ open, onClose }: CreateSiteDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Добавить площадку">
      <CreateSiteForm onClose={onClose} />
    </AppDialog>
  );
}

function CreateSiteForm({ onClose }: Pick<CreateSiteDialogProps, 'onClose'>) {
  const { control, handleSubmit } = useForm<SiteFieldValues>({
    resolver: zodResolver(createSiteFormSchema),
    defaultValues: { title: '', description: '', link: '' },
  });
  const [createSite, { isLoading, isError, error }] = useCreateSiteMutation();

  const submit = handleSubmit(async ({ title, description, link }) => {
    const result = await createSite({ title, description, domains: [{ link_domain: link }] });
    if (!result.error) onClose();
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={isLoading}
      failure={isError && <FailureAlert message={siteSaveFailure(error)} />}
    >
      <SiteFields control={control} withLink />
    </DialogForm>
  );
}
