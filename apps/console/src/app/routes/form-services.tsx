import { PageHeading } from '../../shared/ui/page-heading';

export function Component() {
  return <PageHeading>Cервисы приёма данных из форм</PageHeading>;
}
