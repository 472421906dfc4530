import { PageHeading } from '../../shared/ui/page-heading';

export function Component() {
  return <PageHeading>Редактор виджета</PageHeading>;
}
