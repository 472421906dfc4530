import { zodResolver } from '@hookform/resolvers/zod';
import { domainVerifySchema, type DomainVerify } from '@vitrina/contracts/platform';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';

interface PageLinkStepProps {
  link: string;
  onNext: (link: string) => void;
  onBack: () => void;
  onCancel: () => void;
}

/** Step 3: the address of the page that now carries the code. */
export function PageLinkStep({ link, onNext, onBack, onCancel }: PageLinkStepProps) {
  const { control, handleSubmit } = useForm<DomainVerify>({
    resolver: zodResolver(domainVerifySchema),
    defaultValues: { link },
  });

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
