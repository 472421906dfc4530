import { zodResolver } from '@hookform/resolvers/zod';
import { domainVerifySchema, type DomainVerify } from '@vitrina/contracts/platform';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { pageLinkProblem } from '../page-link-problem';

interface PageLinkStepProps {
  /** The domain being confirmed, as answered (Unicode). */
  domain: string;
  link: string;
  onNext: (link: string) => void;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * Step 3: the address of the page that now carries the code. An address the server would refuse
 * before opening it (another domain's page above all) is refused here, in the server's words,
 * rather than at step 4 (issue 36).
 */
export function PageLinkStep({ domain, link, onNext, onBack, onCancel }: PageLinkStepProps) {
  const resolver = useMemo(
    () =>
      zodResolver(
        domainVerifySchema.superRefine((fields, context) => {
          const problem = pageLinkProblem(fields.link, domain);
          if (problem) context.addIssue({ code: 'custom', path: ['link'], message: problem });
        }),
      ),
    [domain],
  );
  const { control, handleSubmit } = useForm<DomainVerify>({ resolver, defaultValues: { link } });

  return (
    <DialogForm
      onSubmit={handleSubmit((fields) => onNext(fields.link))}
      onCancel={onCancel}
      onBack={onBack}
      pending={false}
      submitLabel="Далее"
    >
      <FormTextField
        control={control}
        name="link"
        label="Ссылка на страницу"
        placeholder="https://example.ru/"
        required
        autoFocus
      />
    </DialogForm>
  );
}
