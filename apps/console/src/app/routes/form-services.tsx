import { FormServicesScreen } from '../../features/form-services/components/form-services-screen';

export function Component() {
  return <FormServicesScreen />;
}
