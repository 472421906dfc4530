import { CenteredCard } from '../../shared/ui/centered-card';
import { PageHeading } from '../../shared/ui/page-heading';

export function Component() {
  return (
    <CenteredCard>
      <PageHeading>Сброс пароля</PageHeading>
    </CenteredCard>
  );
}
