import { AuthScreen } from '../../features/auth/components/auth-screen';

export function Component() {
  return <AuthScreen />;
}
