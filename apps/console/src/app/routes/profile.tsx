import { PageHeading } from '../../shared/ui/page-heading';

export function Component() {
  return <PageHeading>Профиль</PageHeading>;
}
