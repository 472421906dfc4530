import { zodResolver } from '@hookform/resolvers/zod';
import { domainUpdateSchema, siteUpdateSchema, type Site } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useUpdateDomainMutation, useUpdateSiteMutation } from '../api/sites-api';
import { siteSaveFailure } from '../../../shared/api/platform-failures';
import { SiteFields, type SiteFieldValues } from './site-fields';

const withLinkSchema = siteUpdateSchema.extend({ link: domainUpdateSchema.shape.link_domain });
// Without a domain the link field is hidden and its empty value is not checked.
const withoutLinkSchema = siteUpdateSchema.extend({ link: z.string() });

interface EditSiteDialogProps {
  open: boolean;
  onClose: () => void;
  site: Site;
}

export function EditSiteDialog({ open, onClose, site }: EditSiteDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Редактировать площадку">
      <EditSiteForm onClose={onClose} site={site} />
    </AppDialog>
  );
}

/**
 * Saves the title and description, then the domain when its link changed. A site without a
 * domain has no link field: the API changes a domain but adds none to an existing site.
 */
function EditSiteForm({ onClose, site }: Omit<EditSiteDialogProps, 'open'>) {
  const domain = site.domains?.[0];
  const { control, handleSubmit } = useForm<SiteFieldValues>({
    resolver: zodResolver(domain ? withLinkSchema : withoutLinkSchema),
    defaultValues: {
      title: site.title,
      description: site.description ?? '',
      link: domain?.link_domain ?? '',
    },
  });
  const [updateSite, siteUpdate] = useUpdateSiteMutation();
  const [updateDomain, domainUpdate] = useUpdateDomainMutation();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = handleSubmit(async ({ title, description, link }) => {
    setFailure(null);
    const saved = await updateSite({ id: site.id, title, description });
    const domainSaved =
      !saved.error && domain && link !== domain.link_domain
        ? await updateDomain({ id: domain.id, siteId: site.id, link_domain: link })
        : undefined;
    const error = saved.error ?? domainSaved?.error;
    if (error) setFailure(error);
    else onClose();
  });

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      pending={siteUpdate.isLoading || domainUpdate.isLoading}
      failure={failure !== null && <FailureAlert message={siteSaveFailure(failure)} />}
    >
      <SiteFields control={control} withLink={domain !== undefined} />
    </DialogForm>
  );
}
